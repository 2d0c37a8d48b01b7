import type { DesignImport } from '@stickerei/shared/domain';

type Listener = (current: DesignImport) => void;

const latest = new Map<string, DesignImport>();
const listeners = new Set<Listener>();

/**
 * What the page learns about imports, wherever from: the event stream's `import` events (the
 * uploads store follows the stream) and the import panel's polling while the stream is down.
 * The import panel loads later than the stream opens, so it gets what came before on subscribing.
 */
export const importFeed = {
  publish(current: DesignImport): void {
    latest.set(current.id, current);
    for (const listener of listeners) listener(current);
  },
  /** Calls `listener` with every import seen so far, then with every change. */
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    for (const current of latest.values()) listener(current);
    return () => listeners.delete(listener);
  },
};
