import type { Queryable } from '../lib/db.ts';
import type { EmitJobEvent, JobEvents } from '../plugins/jobEvents.ts';
import { toDesignImport, type ImportRow } from './importRepository.ts';

/** Least time between two `import` events of one import (a few per second at most). */
export const IMPORT_EVENT_MS = 250;

/**
 * The stream's `import` events, throttled: a change goes out at once when the last event of its
 * import is older than IMPORT_EVENT_MS (and always when the import ends); otherwise a trailing
 * event follows shortly with the counters as they are then. The time of the last event is kept
 * on the import row, so several api instances throttle together.
 */
export function createImportEvents(jobEvents: JobEvents, onError: (error: unknown) => void) {
  const trailing = new Map<string, NodeJS.Timeout>();

  /** Sends the import's event if a change has not gone out yet (the trailing event). */
  const flush = (importId: string) =>
    jobEvents.transaction(async (tx, emit) => {
      const { rows } = await tx.query<ImportRow>(
        `UPDATE design_import SET event_at = clock_timestamp()
         WHERE id = $1 AND (event_at IS NULL OR updated_at > event_at) RETURNING *`,
        [importId],
      );
      if (rows[0]) emit(rows[0].owner_id, toDesignImport(rows[0]), 'import');
    });

  const schedule = (importId: string) => {
    if (trailing.has(importId)) return;
    const timer = setTimeout(() => {
      trailing.delete(importId);
      flush(importId).catch(onError);
    }, IMPORT_EVENT_MS);
    timer.unref();
    trailing.set(importId, timer);
  };

  return {
    /**
     * Inside the transaction that changed the import: emits its event now when due, else
     * schedules the trailing one (call `after` once the transaction committed).
     */
    async changed(tx: Queryable, emit: EmitJobEvent, row: ImportRow): Promise<() => void> {
      const final = row.state === 'done' || row.state === 'failed';
      const { rows } = await tx.query<{ due: boolean }>(
        `UPDATE design_import SET event_at = clock_timestamp()
         WHERE id = $1 AND ($2 OR event_at IS NULL
           OR event_at < clock_timestamp() - make_interval(secs => $3))
         RETURNING true AS due`,
        [row.id, final, IMPORT_EVENT_MS / 1000],
      );
      if (rows[0]) {
        emit(row.owner_id, toDesignImport(row), 'import');
        return () => undefined;
      }
      return () => schedule(row.id);
    },
    /** Stops the trailing timers (the app is closing). */
    close() {
      for (const timer of trailing.values()) clearTimeout(timer);
      trailing.clear();
    },
  };
}

export type ImportEvents = ReturnType<typeof createImportEvents>;
