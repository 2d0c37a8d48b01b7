import type { CleanedJob, JobsCleanupReport } from '@stickerei/shared/domain';
import { jobEvent, type JobRow } from '../../jobs/processingJobs.ts';
import type { Queryable } from '../../lib/db.ts';
import type { EmitJobEvent, JobEvents } from '../../plugins/jobEvents.ts';
import type { Storage } from '../../plugins/storage.ts';

export interface CleanupOptions {
  stuckMinutes: number;
  action: 'retry' | 'remove';
  includeFailed: boolean;
}

const REMOVED_MESSAGE = 'Removed by an administrator (jobs clean-up).';

// Stuck: processing, or queued and never taken, without a change for longer than the threshold.
// Taken under row locks, so a job that a worker finishes meanwhile is left alone.
const TARGETS = `SELECT id, state AS old_state, error AS old_error FROM processing_job
  WHERE (state IN ('queued', 'processing') AND updated_at < now() - make_interval(mins => $1))
     OR ($2 AND state = 'failed')
  FOR UPDATE`;

type Cleaned = JobRow & { old_state: string; old_error: string | null };

async function retry(
  tx: Queryable,
  emit: EmitJobEvent,
  options: CleanupOptions,
): Promise<Cleaned[]> {
  const { rows } = await tx.query<Cleaned>(
    `WITH t AS (${TARGETS})
     UPDATE processing_job AS j SET state = 'queued', progress = 0, error = NULL, claimed_by = NULL,
       lease_until = NULL, attempts = 0, updated_at = now()
     FROM t WHERE j.id = t.id RETURNING j.*, t.old_state, t.old_error`,
    [options.stuckMinutes, options.includeFailed],
  );
  for (const row of rows) emit(row.owner_id, jobEvent(row));
  return rows;
}

async function remove(tx: Queryable, emit: EmitJobEvent, options: CleanupOptions) {
  const { rows } = await tx.query<Cleaned & { kept: boolean }>(
    `WITH t AS (${TARGETS})
     DELETE FROM processing_job AS j USING t WHERE j.id = t.id
     RETURNING j.*, t.old_state, t.old_error,
       EXISTS (SELECT 1 FROM design_file AS f WHERE f.storage_key = j.upload_key) AS kept`,
    [options.stuckMinutes, options.includeFailed],
  );
  // Clients following a removed job see it end.
  for (const row of rows) {
    emit(row.owner_id, {
      ...jobEvent(row),
      state: 'failed',
      progress: 100,
      error: REMOVED_MESSAGE,
    });
  }
  return rows;
}

/**
 * `POST /api/stickerei/manual-processing-jobs-cleanup`: stuck and (optionally) failed upload
 * jobs are queued again or removed with their uploaded bytes.
 * @param enqueue sends retried jobs to the queue (app.jobs.enqueueUploads)
 */
export async function cleanupJobs(
  ctx: { jobEvents: JobEvents; storage: Storage; enqueue: (ids: string[]) => Promise<void> },
  options: CleanupOptions,
): Promise<JobsCleanupReport> {
  const rows = await ctx.jobEvents.transaction((tx, emit) =>
    options.action === 'retry' ? retry(tx, emit, options) : remove(tx, emit, options),
  );
  if (options.action === 'retry' && rows.length > 0) await ctx.enqueue(rows.map((r) => r.id));
  // An upload that became a design's file stays; the others are no one's any more.
  for (const row of rows) {
    if (options.action === 'remove' && !('kept' in row && row.kept))
      await ctx.storage.delete(row.upload_key);
  }
  const outcome = options.action === 'retry' ? 'retried' : 'removed';
  const jobs: CleanedJob[] = rows.map((j) => ({
    id: j.id,
    ownerId: j.owner_id,
    fileName: j.file_name,
    reason: j.old_state === 'failed' ? 'failed' : 'stuck',
    error: j.old_error,
    outcome,
  }));
  return {
    action: options.action,
    stuckMinutes: options.stuckMinutes,
    stuck: jobs.filter((j) => j.reason === 'stuck').length,
    failed: jobs.filter((j) => j.reason === 'failed').length,
    retried: options.action === 'retry' ? jobs.length : 0,
    removed: options.action === 'remove' ? jobs.length : 0,
    jobs,
  };
}
