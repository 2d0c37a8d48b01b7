import type { JobEvents } from '../plugins/jobEvents.ts';
import { endEntry } from '../imports/importEntries.ts';
import { toDesignImport } from '../imports/importRepository.ts';
import { clipError, jobEvent, recordUpload, type JobRow } from './processingJobs.ts';

/** A job interrupted this often (its worker died each time) fails instead of being retried. */
export const MAX_ATTEMPTS = 3;
/** A queued job this old without a worker is sent to the queue again (its send was lost). */
const STALE_QUEUED_SECONDS = 120;
/** Job events are kept this long for reconnecting streams. */
const EVENT_RETENTION_DAYS = 7;

export interface SweepResult {
  /** Jobs to send to the queue again. */
  resend: string[];
  /** Jobs given up after MAX_ATTEMPTS interruptions. */
  failed: string[];
}

/**
 * Finds jobs whose worker died (crash, restart, a lost instance: the lease ran out) and queues
 * them again, or fails them after MAX_ATTEMPTS; re-sends queued jobs nobody took. Safe to run
 * on every instance at once: each job is taken by exactly one UPDATE.
 */
export async function sweepJobs(jobEvents: JobEvents): Promise<SweepResult> {
  return jobEvents.transaction(async (tx, emit) => {
    const { rows: expired } = await tx.query<JobRow>(
      `UPDATE processing_job SET
         state = CASE WHEN attempts >= $1 THEN 'failed' ELSE 'queued' END,
         progress = CASE WHEN attempts >= $1 THEN 100 ELSE 0 END,
         error = CASE WHEN attempts >= $1 THEN $2 ELSE NULL END,
         claimed_by = NULL, lease_until = NULL, updated_at = now()
       WHERE state = 'processing' AND lease_until < now()
       RETURNING *`,
      [
        MAX_ATTEMPTS,
        clipError(
          `Processing was interrupted ${MAX_ATTEMPTS} times and was given up. Upload the file again or contact support.`,
        ),
      ],
    );
    for (const row of expired) {
      if (row.events) emit(row.owner_id, jobEvent(row));
      if (row.state !== 'failed') continue;
      await recordUpload(tx, row);
      // An import's entry ends with its job; the import's event goes out at once (sweeps are rare).
      const imported = await endEntry(tx, row.id, {
        state: 'failed',
        reason: row.error,
        designId: null,
      });
      if (imported) emit(imported.owner_id, toDesignImport(imported), 'import');
    }
    const { rows: stale } = await tx.query<{ id: string }>(
      `UPDATE processing_job SET updated_at = now()
       WHERE state = 'queued' AND updated_at < now() - make_interval(secs => $1)
       RETURNING id`,
      [STALE_QUEUED_SECONDS],
    );
    await tx.query(`DELETE FROM job_event WHERE created_at < now() - make_interval(days => $1)`, [
      EVENT_RETENTION_DAYS,
    ]);
    return {
      resend: [
        ...expired.filter((r) => r.state === 'queued').map((r) => r.id),
        ...stale.map((r) => r.id),
      ],
      failed: expired.filter((r) => r.state === 'failed').map((r) => r.id),
    };
  });
}
