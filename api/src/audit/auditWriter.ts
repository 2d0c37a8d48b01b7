import type { FastifyBaseLogger } from 'fastify';
import type { Queryable } from '../lib/db.ts';
import { insertAuditEntry, type NewAuditEntry } from './auditRepository.ts';

/** Waits before the 2nd and 3rd attempt of a write (a database that is briefly away). */
const RETRY_MS = [250, 1000];

export interface AuditWriter {
  /** Appends an entry in the background: retried, and logged in full if it cannot be written. */
  write(entry: NewAuditEntry): void;
  /** Resolves when every entry handed in so far is written (or given up and logged). */
  flush(): Promise<void>;
}

/**
 * Writes audit entries after the answer, so recording costs the admin no time. The action has
 * already happened when its entry is written: a failed write never undoes or fails it. It is
 * tried three times; then the whole entry goes to the log at error level ("audit entry lost"),
 * where it can be found and entered again (docs/audit.md).
 */
export function createAuditWriter(db: Queryable, log: FastifyBaseLogger): AuditWriter {
  const pending = new Set<Promise<void>>();

  async function attempt(entry: NewAuditEntry): Promise<void> {
    for (let i = 0; ; i++) {
      try {
        await insertAuditEntry(db, entry);
        return;
      } catch (error) {
        const wait = RETRY_MS[i];
        if (wait === undefined) {
          log.error({ err: error, auditEntry: entry }, 'audit entry lost: it could not be written');
          return;
        }
        log.warn({ err: error, requestId: entry.requestId }, 'audit entry not written; retrying');
        await new Promise((resolve) => setTimeout(resolve, wait));
      }
    }
  }

  return {
    write(entry) {
      const done = attempt(entry);
      pending.add(done);
      void done.finally(() => pending.delete(done));
    },
    async flush() {
      while (pending.size > 0) await Promise.all([...pending]);
    },
  };
}
