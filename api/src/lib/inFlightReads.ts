import type { Queryable } from './db.ts';

/**
 * Reads that may be shared while they run (singleflight): a second caller asking for the same
 * read before the first has its answer gets that answer instead of sending the statement again.
 * Meant for reads whose answer every caller of the moment may take — an estimate, the maintained
 * counts — never for a read that must see the caller's own write just before it. Nothing is kept
 * once a read has settled: the next caller reads afresh.
 */
export class InFlightReads {
  readonly #pending = new Map<string, Promise<unknown>>();

  /** The answer of the read under `key` now running, or of `read()` started for it. */
  share<T>(key: string, read: () => Promise<T>): Promise<T> {
    const running = this.#pending.get(key);
    if (running) return running as Promise<T>;
    const started = read().finally(() => this.#pending.delete(key));
    this.#pending.set(key, started);
    return started;
  }

  /** Reads now running (tests). */
  get size(): number {
    return this.#pending.size;
  }
}

/**
 * `read()` shared with the same read (`key`) in flight on this database, where the handle has
 * such a register (the database itself, and what wraps it); a transaction has none, so a read
 * in one is always its own.
 */
export function sharedRead<T>(db: Queryable, key: string, read: () => Promise<T>): Promise<T> {
  const reads = (db as { inFlight?: InFlightReads }).inFlight;
  return reads ? reads.share(key, read) : read();
}
