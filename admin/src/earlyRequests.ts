import type { RequestClient } from '@stickerei/shared/api-client';

/** A request a page makes when it shows, under the key its `useApiData` asks with. */
export interface PageRequest<T> {
  key: string;
  load: (client: RequestClient, signal?: AbortSignal) => Promise<T>;
}

/** An answer started this long before a page asks is asked again (it may be out of date). */
export const EARLY_ANSWER_LIFETIME_MS = 10_000;

interface Started {
  at: number;
  answer: Promise<unknown>;
  /** Set when the answer has come (and did not fail). */
  arrived?: { value: unknown };
}

/**
 * An answer the entry started: its value when it has come (the page draws it in its first
 * render), else the promise of it.
 */
export type EarlyAnswer<T> = { value: T } | { pending: Promise<T> };

/**
 * Requests the entry starts for the first screen while react-admin and the page's chunks load
 * (docs/delivery.md "The dashboard's data with the entry"): the page then draws its figures with
 * its first render instead of after one more round trip. Each answer is handed out once, to the
 * first `useApiData` that asks with its key; a failed one is asked again through the page's own
 * path (so its error reads as any other).
 */
export function createEarlyRequests(now: () => number = Date.now) {
  const started = new Map<string, Started>();
  return {
    start(requests: ReadonlyArray<PageRequest<unknown>>, client: RequestClient) {
      for (const { key, load } of requests) {
        const entry: Started = { at: now(), answer: load(client) };
        entry.answer.then(
          (value) => (entry.arrived = { value }),
          () => undefined, // the page asks again
        );
        started.set(key, entry);
      }
    },
    /** The answer started for `key`, once; undefined when none was or it is too old. */
    take<T>(key: string): EarlyAnswer<T> | undefined {
      const entry = started.get(key);
      if (!entry) return undefined;
      started.delete(key);
      if (now() - entry.at > EARLY_ANSWER_LIFETIME_MS) return undefined;
      return entry.arrived
        ? { value: entry.arrived.value as T }
        : { pending: entry.answer as Promise<T> };
    },
  };
}

/** The admin's: started by main.ts, taken by useApiData. */
export const earlyRequests = createEarlyRequests();
