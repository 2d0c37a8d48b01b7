import type { FastifyBaseLogger } from 'fastify';
import type { Queryable } from '../lib/db.ts';
import type { JobEvents } from '../plugins/jobEvents.ts';
import { StorageNotFoundError, StorageUnavailableError, type Storage } from '../plugins/storage.ts';
import { UnprocessableUploadError, type AnalysisStage } from './analyseUpload.ts';
import type { AnalysisPool } from './analysisPool.ts';
import {
  claimJob,
  finishJob,
  recordProgress,
  recordUpload,
  releaseJob,
  type JobRow,
} from './processingJobs.ts';
import { LostJobError, saveDesign } from './saveDesign.ts';
import type { ImportEvents } from '../imports/importEvents.ts';
import { endImportJob } from '../imports/jobOutcome.ts';
import { MAX_ATTEMPTS } from './sweepJobs.ts';

/** pg-boss queue of upload processing; a job's data is `{ jobId }` (a processing_job id). */
export const PROCESS_UPLOAD = 'process-upload';

/** Progress reported after each step (0–100). */
export const PROGRESS: Record<AnalysisStage, number> = { read: 10, analysed: 40, rendered: 80 };

/** What processing needs from the app. */
export interface ProcessContext {
  db: Queryable;
  jobEvents: JobEvents;
  storage: Storage;
  pool: AnalysisPool;
  log: FastifyBaseLogger;
  /** This api instance (jobs are claimed in its name). */
  workerId: string;
  leaseSeconds: number;
  /** Set when the app is closing: an interrupted job is given back, not failed. */
  signal: AbortSignal;
  /** Jobs under way here (their leases are renewed). */
  active: Set<string>;
  /** The `import` events of the jobs' imports. */
  importEvents: ImportEvents;
}

async function fail(ctx: ProcessContext, job: JobRow, message: string): Promise<void> {
  let afterCommit = () => {};
  await ctx.jobEvents.transaction(async (tx, emit) => {
    const failed = await finishJob(tx, emit, {
      jobId: job.id,
      workerId: ctx.workerId,
      designId: null,
      error: message,
    });
    if (!failed) return;
    await recordUpload(tx, { ...job, state: 'failed', error: message });
    if (job.import_id)
      afterCommit = await endImportJob(tx, emit, {
        events: ctx.importEvents,
        jobId: job.id,
        job: { result: 'failed', reason: message },
      });
  });
  afterCommit();
}

async function run(ctx: ProcessContext, job: JobRow): Promise<void> {
  const bytes = await ctx.storage.get(job.upload_key);
  // Progress events are written one after another, and all before the job ends. An archive's
  // entries write none (their import's counters tell the progress; leases are renewed anyway).
  let progress = Promise.resolve();
  const onStage = (stage: AnalysisStage) => {
    if (!job.events) return;
    progress = progress.then(async () => {
      await ctx.jobEvents.transaction((tx, emit) =>
        recordProgress(tx, emit, {
          jobId: job.id,
          workerId: ctx.workerId,
          progress: PROGRESS[stage],
          leaseSeconds: ctx.leaseSeconds,
        }),
      );
    });
  };
  const analysis = await ctx.pool.analyse(bytes, job.file_name, onStage);
  await progress;
  await saveDesign(ctx, job, analysis);
}

/** A failure that retrying cannot fix: the job fails with this message. */
function finalMessage(error: unknown, job: JobRow): string | null {
  if (error instanceof UnprocessableUploadError) return error.message;
  if (error instanceof StorageNotFoundError) {
    return 'The uploaded file is missing from storage. Upload it again.';
  }
  if (job.attempts >= MAX_ATTEMPTS) {
    const reason = error instanceof Error ? error.message : String(error);
    return `Processing failed ${MAX_ATTEMPTS} times (${reason}). Upload the file again or contact support.`;
  }
  return null;
}

/**
 * Processes one upload (docs/processing.md): claim → read → analyse → render → save, with
 * progress events. An unreadable file fails its job with the reader's message; a passing failure
 * gives the job back and rethrows, so pg-boss retries it.
 */
export async function processUpload(ctx: ProcessContext, jobId: string): Promise<void> {
  const job = await ctx.jobEvents.transaction((tx, emit) =>
    claimJob(tx, emit, { jobId, workerId: ctx.workerId, leaseSeconds: ctx.leaseSeconds }),
  );
  if (!job) return; // finished already, or a live worker holds it
  ctx.active.add(job.id);
  try {
    await run(ctx, job);
  } catch (error) {
    if (error instanceof LostJobError) return;
    if (ctx.signal.aborted) {
      await releaseJob(ctx.db, job.id, ctx.workerId);
      return;
    }
    if (error instanceof StorageUnavailableError) {
      // The bucket is down: the job waits for it, retried by the sweep, without using an attempt.
      ctx.log.warn({ err: error, jobId }, 'file storage unavailable; the upload waits for it');
      await releaseJob(ctx.db, job.id, ctx.workerId, { refund: true });
      throw error;
    }
    const message = finalMessage(error, job);
    if (message !== null) return await fail(ctx, job, message);
    ctx.log.warn({ err: error, jobId }, 'upload processing failed; it will be retried');
    await releaseJob(ctx.db, job.id, ctx.workerId);
    throw error;
  } finally {
    ctx.active.delete(job.id);
  }
}
