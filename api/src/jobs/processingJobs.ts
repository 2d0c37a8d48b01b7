import type { JobEvent, JobState, ProcessingJob } from '@stickerei/shared/domain';
import type { Queryable } from '../lib/db.ts';
import { recordEvent } from '../lib/events.ts';
import type { EmitJobEvent } from '../plugins/jobEvents.ts';

/** A `processing_job` row (migrations 010 and 015). */
export interface JobRow {
  id: string;
  owner_id: string;
  file_name: string;
  state: JobState;
  progress: number;
  error: string | null;
  design_id: string | null;
  target_design_id: string | null;
  upload_key: string;
  size_bytes: number;
  sha256: string;
  format: string | null;
  /** The import the file came with (docs/imports.md), null for a plain upload. */
  import_id: string | null;
  /** Whether the stream tells its changes (an archive's entries: no, their import does). */
  events: boolean;
  claimed_by: string | null;
  attempts: number;
  created_at: Date | string;
  updated_at: Date | string;
}

/** A job about to be created for an uploaded file. */
export interface NewJob {
  id: string;
  ownerId: string;
  fileName: string;
  uploadKey: string;
  sizeBytes: number;
  sha256: string;
  format: string | null;
  targetDesignId: string | null;
  importId?: string | null;
  /** Set for a file refused at upload (unknown format): the job is created failed. */
  error?: string;
}

// Error messages end up in events, notifications and the detail page: keep them short.
const MAX_ERROR = 1000;
export const clipError = (message: string) =>
  message.length > MAX_ERROR ? `${message.slice(0, MAX_ERROR - 1)}…` : message;

const iso = (value: Date | string) => new Date(value).toISOString();

/** Sends a job's event, unless it is an archive's entry (its import's events tell it). */
function emitJob(emit: EmitJobEvent, row: JobRow): void {
  if (row.events) emit(row.owner_id, jobEvent(row));
}

/** What the stream sends about a job. */
export const jobEvent = (row: JobRow): JobEvent => ({
  id: row.id,
  state: row.state,
  progress: row.progress,
  designId: row.design_id,
  error: row.error,
});

/** The api's view of a job (`GET /api/stickerei/processing-jobs`). */
export const toProcessingJob = (row: JobRow): ProcessingJob => ({
  ...jobEvent(row),
  fileName: row.file_name,
  createdAt: iso(row.created_at),
  updatedAt: iso(row.updated_at),
});

/** Inserts new jobs (queued, or failed when refused) and emits their first event. */
export async function insertJobs(
  tx: Queryable,
  emit: EmitJobEvent,
  jobs: NewJob[],
): Promise<JobRow[]> {
  const rows: JobRow[] = [];
  for (const job of jobs) {
    const { rows: inserted } = await tx.query<JobRow>(
      `INSERT INTO processing_job (id, owner_id, file_name, state, progress, error, upload_key,
         size_bytes, sha256, format, target_design_id, import_id)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) RETURNING *`,
      [
        job.id,
        job.ownerId,
        job.fileName,
        job.error ? 'failed' : 'queued',
        job.error ? 100 : 0,
        job.error ? clipError(job.error) : null,
        job.uploadKey,
        job.sizeBytes,
        job.sha256,
        job.format,
        job.targetDesignId,
        job.importId ?? null,
      ],
    );
    const row = inserted[0]!;
    emitJob(emit, row);
    rows.push(row);
  }
  return rows;
}

/**
 * Takes a job for this worker: a queued job, or one whose worker's lease ran out. Returns null
 * when the job is finished or another live worker holds it.
 */
export async function claimJob(
  tx: Queryable,
  emit: EmitJobEvent,
  options: { jobId: string; workerId: string; leaseSeconds: number },
): Promise<JobRow | null> {
  const { rows } = await tx.query<JobRow>(
    `UPDATE processing_job SET state = 'processing', progress = 5, error = NULL,
       claimed_by = $2, lease_until = now() + make_interval(secs => $3),
       attempts = attempts + 1, updated_at = now()
     WHERE id = $1 AND (state = 'queued' OR (state = 'processing' AND lease_until < now()))
     RETURNING *`,
    [options.jobId, options.workerId, options.leaseSeconds],
  );
  const row = rows[0];
  if (row) emitJob(emit, row);
  return row ?? null;
}

/** Records progress of a job this worker holds, renewing its lease; false when it lost the job. */
export async function recordProgress(
  tx: Queryable,
  emit: EmitJobEvent,
  options: { jobId: string; workerId: string; progress: number; leaseSeconds: number },
): Promise<boolean> {
  const { rows } = await tx.query<JobRow>(
    `UPDATE processing_job SET progress = $3, lease_until = now() + make_interval(secs => $4),
       updated_at = now()
     WHERE id = $1 AND claimed_by = $2 AND state = 'processing' RETURNING *`,
    [options.jobId, options.workerId, options.progress, options.leaseSeconds],
  );
  const row = rows[0];
  if (row) emitJob(emit, row);
  return row !== undefined;
}

/** Ends a job this worker holds as done or failed; false when it lost the job meanwhile. */
export async function finishJob(
  tx: Queryable,
  emit: EmitJobEvent,
  options: { jobId: string; workerId: string; designId: string | null; error: string | null },
): Promise<boolean> {
  const { rows } = await tx.query<JobRow>(
    `UPDATE processing_job SET state = $3, progress = 100, design_id = $4, error = $5,
       claimed_by = NULL, lease_until = NULL, updated_at = now()
     WHERE id = $1 AND claimed_by = $2 AND state = 'processing' RETURNING *`,
    [
      options.jobId,
      options.workerId,
      options.error === null ? 'done' : 'failed',
      options.designId,
      options.error === null ? null : clipError(options.error),
    ],
  );
  const row = rows[0];
  if (row) emitJob(emit, row);
  return row !== undefined;
}

/** Gives a job back (shutdown, passing failure): its lease ends now, so a sweep retakes it. */
export async function releaseJob(
  tx: Queryable,
  jobId: string,
  workerId: string,
  options: { refund?: boolean } = {},
): Promise<void> {
  // A refund gives the attempt back: the job could not run for the storage's reasons, not its
  // own, so an outage of any length never uses up its attempts.
  await tx.query(
    `UPDATE processing_job SET lease_until = now(), updated_at = now(),
       attempts = CASE WHEN $3 THEN greatest(attempts - 1, 0) ELSE attempts END
     WHERE id = $1 AND claimed_by = $2 AND state = 'processing'`,
    [jobId, workerId, options.refund === true],
  );
}

/** Renews the lease of jobs this worker is still working on. */
export async function renewLeases(
  db: Queryable,
  jobIds: string[],
  options: { workerId: string; leaseSeconds: number },
): Promise<void> {
  if (jobIds.length === 0) return;
  await db.query(
    `UPDATE processing_job SET lease_until = now() + make_interval(secs => $3)
     WHERE id = ANY($1::uuid[]) AND claimed_by = $2 AND state = 'processing'`,
    [jobIds, options.workerId, options.leaseSeconds],
  );
}

/** The owner's most recent jobs, newest first. */
export async function listJobs(db: Queryable, ownerId: string, limit: number): Promise<JobRow[]> {
  const { rows } = await db.query<JobRow>(
    `SELECT * FROM processing_job WHERE owner_id = $1 ORDER BY created_at DESC, id LIMIT $2`,
    [ownerId, limit],
  );
  return rows;
}

/** The `upload` analytics event of a finished job (DESIGN.md §4 "event"). */
export async function recordUpload(
  tx: Queryable,
  row: JobRow,
  details: { result?: 'created' | 'joined' | 'unchanged'; designId?: string } = {},
): Promise<void> {
  await recordEvent(tx, 'upload', row.owner_id, {
    jobId: row.id,
    fileName: row.file_name,
    format: row.format,
    sizeBytes: row.size_bytes,
    result: row.state === 'failed' ? 'failed' : (details.result ?? 'created'),
    designId: details.designId ?? row.design_id,
    ...(row.error ? { error: row.error } : {}),
  });
}
