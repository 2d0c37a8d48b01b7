import {
  emptyRefreshState,
  queueRemoval,
  queueUpdate,
  requestFullRefresh,
  type Design,
  type DesignListRefreshState,
} from '@stickerei/shared/domain';

/** sessionStorage key of the queued design-list changes; they survive page navigation. */
export const DESIGN_LIST_REFRESH_KEY = 'stickerei.designListRefresh';

// Bump when the stored shape changes: a record of another version is dropped (DESIGN.md §8).
const VERSION = 1;

type SessionLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function isState(value: unknown): value is DesignListRefreshState {
  if (!value || typeof value !== 'object') return false;
  const state = value as Record<string, unknown>;
  return (
    typeof state.fullRefresh === 'boolean' &&
    Array.isArray(state.toUpdate) &&
    Array.isArray(state.toRemove)
  );
}

function read(storage: SessionLike | null): DesignListRefreshState {
  try {
    const raw = storage?.getItem(DESIGN_LIST_REFRESH_KEY);
    if (!raw) return emptyRefreshState();
    const stored = JSON.parse(raw) as { version?: unknown; state?: unknown };
    if (stored.version === VERSION && isState(stored.state)) return stored.state;
    storage?.removeItem(DESIGN_LIST_REFRESH_KEY);
  } catch (error) {
    console.warn('Stickerei: the queued design-list changes could not be read; dropped.', error);
  }
  return emptyRefreshState();
}

function write(storage: SessionLike | null, state: DesignListRefreshState): void {
  try {
    storage?.setItem(DESIGN_LIST_REFRESH_KEY, JSON.stringify({ version: VERSION, state }));
  } catch (error) {
    // Without storage the queue still works on this page; it just won't outlive it.
    console.warn('Stickerei: the queued design-list changes could not be saved.', error);
  }
}

/**
 * The design-list refresh state of spec §3/§4 kept in `storage`: sign-out requests a full
 * refresh, other screens queue single designs, and the library or files list takes the queue
 * (which resets it) when it shows.
 */
export function createDesignListRefreshStore(storage: SessionLike | null) {
  let state = read(storage);
  const listeners = new Set<(state: DesignListRefreshState) => void>();
  const update = (next: DesignListRefreshState) => {
    state = next;
    write(storage, next);
    for (const listener of listeners) listener(state);
  };
  return {
    get: (): DesignListRefreshState => state,
    subscribe(listener: (state: DesignListRefreshState) => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    requestFullRefresh: () => update(requestFullRefresh(state)),
    queueUpdate: (design: Design) => update(queueUpdate(state, design)),
    queueRemoval: (design: Design) => update(queueRemoval(state, design)),
    /** Hands the queued changes to the list that applies them, and resets the queue. */
    take(): DesignListRefreshState {
      const taken = state;
      update(emptyRefreshState());
      return taken;
    },
  };
}

export type DesignListRefreshStore = ReturnType<typeof createDesignListRefreshStore>;

let browserStore: DesignListRefreshStore | null = null;

function sessionStorageOrNull(): SessionLike | null {
  try {
    return window.sessionStorage;
  } catch {
    // Blocked storage (privacy settings): the queue lives in memory for this page only.
    return null;
  }
}

/** The page's store over sessionStorage. */
export function designListRefresh(): DesignListRefreshStore {
  browserStore ??= createDesignListRefreshStore(sessionStorageOrNull());
  return browserStore;
}
