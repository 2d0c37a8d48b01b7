import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import fp from 'fastify-plugin';
import { fromPglite, PgBoss } from 'pg-boss';
import type { Config } from '../config.ts';
import { createAnalysisPool, type AnalysisPool } from '../jobs/analysisPool.ts';
import { renewLeases } from '../jobs/processingJobs.ts';
import { PROCESS_UPLOAD, processUpload, type ProcessContext } from '../jobs/processUpload.ts';
import { sweepJobs, type SweepResult } from '../jobs/sweepJobs.ts';
import { createImportEvents, type ImportEvents } from '../imports/importEvents.ts';
import { expandImport, type ExpandContext } from '../imports/expandImport.ts';
import { eachLimited } from '../lib/eachLimited.ts';
import { inBackground } from '../lib/dbScheduler.ts';

/** The job queue (pg-boss on the api's database) and this instance's upload worker. */
export interface Jobs {
  /** This instance's name in `processing_job.claimed_by`. */
  readonly workerId: string;
  /** True when this instance processes jobs (API_MODE all or worker). */
  readonly working: boolean;
  /** Queues processing of these processing jobs. */
  enqueueUploads(jobIds: string[]): Promise<void>;
  /** Takes up jobs whose worker died and re-sends lost ones (also runs by itself). */
  sweep(): Promise<SweepResult>;
  /** The worker threads that read and render files; previews rendered on request use them too. */
  readonly pool: AnalysisPool;
  /** The stream's throttled `import` events (docs/imports.md). */
  readonly importEvents: ImportEvents;
  /** Queues reading an import's archives into entries. */
  enqueueExpansion(importId: string): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    jobs: Jobs;
  }
}

export interface JobsPluginOptions {
  mode: Config['mode'];
  jobs: Config['jobs'];
  imports: Config['imports'];
  maxFileBytes: number;
}

/** pg-boss queue of archive expansion; a job's data is `{ importId }`. */
export const EXPAND_IMPORT = 'expand-import';
// An expansion of 100,000 entries takes minutes; pg-boss retries one whose worker died after this.
const EXPAND_EXPIRE_SECONDS = 2 * 3600;
/** Heartbeats of running jobs (pg-boss's least); a job without one this long is retried. */
const HEARTBEAT_SECONDS = 10;
/** How often pg-boss looks for jobs without heartbeats (its default is a minute). */
const SUPERVISE_SECONDS = 10;

// A worker renews its lease well before it runs out; a job whose lease ran out is retaken.
const LEASE_SECONDS = 30;
const RENEW_MS = 10_000;
const SWEEP_MS = 15_000;

function createBoss(db: { pglite: unknown; connectionString: string | null }): PgBoss {
  if (db.pglite) {
    return new PgBoss({
      db: fromPglite(db.pglite as Parameters<typeof fromPglite>[0]),
      backend: 'pglite',
      schedule: false,
      superviseIntervalSeconds: SUPERVISE_SECONDS,
    });
  }
  if (!db.connectionString) throw new Error('pg-boss needs PGlite or a connection string');
  return new PgBoss({
    connectionString: db.connectionString,
    max: 4,
    schedule: false,
    superviseIntervalSeconds: SUPERVISE_SECONDS,
    // A job sent by a web instance wakes the workers of other instances at once.
    useListenNotify: true,
  });
}

/**
 * `app.jobs` (DESIGN.md §3): pg-boss on the same database, the upload worker inside the api
 * process in API_MODE all or worker, and a sweep that takes up jobs interrupted by a crash.
 */
export default fp<JobsPluginOptions>(
  async (app, opts) => {
    const working = opts.mode !== 'web';
    const workerId = `${hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;
    const boss = createBoss(app.db);
    boss.on('error', (error) => app.log.error({ err: error }, 'job queue error'));
    const closing = new AbortController();
    const importEvents = createImportEvents(app.jobEvents, (error) =>
      app.log.error({ err: error }, 'could not send an import event'),
    );
    const ctx: ProcessContext = {
      db: app.db,
      jobEvents: app.jobEvents,
      storage: app.storage,
      pool: createAnalysisPool({
        size: opts.jobs.concurrency,
        timeoutMs: opts.jobs.timeoutSeconds * 1000,
        maxMemoryMb: opts.jobs.maxMemoryMb,
      }),
      log: app.log,
      workerId,
      leaseSeconds: LEASE_SECONDS,
      signal: closing.signal,
      active: new Set(),
      importEvents,
    };
    let localWorker: string | null = null;
    const timers: NodeJS.Timeout[] = [];

    const send = async (jobIds: string[]) => {
      for (const jobId of jobIds) await boss.send(PROCESS_UPLOAD, { jobId });
      // pg-boss polls; a job sent here is taken by this instance's worker at once.
      if (localWorker) boss.notifyWorker(localWorker);
    };
    const sweep = async () => {
      const result = await sweepJobs(app.jobEvents);
      if (result.resend.length > 0) await send(result.resend);
      return result;
    };
    const every = (ms: number, task: () => Promise<unknown>, what: string) => {
      const timer = setInterval(() => {
        inBackground(task).catch((error: unknown) =>
          app.log.error({ err: error }, `${what} failed`),
        );
      }, ms);
      timer.unref();
      timers.push(timer);
    };

    app.addHook('onReady', async () => {
      await boss.start();
      await boss.createQueue(PROCESS_UPLOAD, {
        retryLimit: 3,
        retryDelay: 2,
        retryBackoff: true,
        expireInSeconds: 15 * 60,
        notify: true,
      });
      await boss.createQueue(EXPAND_IMPORT, {
        retryLimit: 3,
        retryDelay: 5,
        retryBackoff: true,
        expireInSeconds: EXPAND_EXPIRE_SECONDS,
      });
      // A worker that dies (SIGKILL, a lost machine) stops its heartbeats: pg-boss hands its
      // jobs to another worker within a supervision pass instead of after their expiry (two
      // hours for an expansion). Set on existing queues too. Retried expansions skip what they
      // wrote (entry ids come from archive and index); uploads are claimed by lease.
      for (const queue of [PROCESS_UPLOAD, EXPAND_IMPORT]) {
        await boss.updateQueue(queue, { heartbeatSeconds: HEARTBEAT_SECONDS });
      }
      if (!working) return;
      const expandContext: ExpandContext = {
        db: app.db,
        jobEvents: app.jobEvents,
        importEvents,
        storage: app.storage,
        log: app.log,
        limits: { ...opts.imports, maxFileBytes: opts.maxFileBytes },
        enqueue: send,
        signal: closing.signal,
        quotas: app.quotas,
      };
      await boss.work<{ importId: string }>(
        EXPAND_IMPORT,
        { localConcurrency: 1, pollingIntervalSeconds: 2 },
        async ([job]) => job && inBackground(() => expandImport(expandContext, job.data.importId)),
      );
      // pg-boss waits its polling interval after every fetch, even with more jobs waiting (one
      // job per worker and interval: about a file a second). So a fetch takes a batch, this
      // instance works through it JOB_CONCURRENCY at a time, and a full batch wakes the worker
      // for the next one at once. A job's passing failure gives it back (releaseJob): the sweep
      // queues it again, and fails it after MAX_ATTEMPTS.
      const batchSize = opts.jobs.concurrency * 4;
      localWorker = await boss.work<{ jobId: string }>(
        PROCESS_UPLOAD,
        { localConcurrency: 1, batchSize, pollingIntervalSeconds: 2 },
        async (batch) => {
          await eachLimited(batch, opts.jobs.concurrency, (job) =>
            inBackground(() => processUpload(ctx, job.data.jobId)).catch((error: unknown) =>
              app.log.warn({ err: error, jobId: job.data.jobId }, 'upload processing failed'),
            ),
          );
          if (batch.length === batchSize && localWorker) boss.notifyWorker(localWorker);
        },
      );
      every(RENEW_MS, () => renewLeases(app.db, [...ctx.active], ctx), 'lease renewal');
      every(SWEEP_MS, sweep, 'job sweep');
      await inBackground(sweep);
    });

    app.addHook('onClose', async () => {
      for (const timer of timers) clearInterval(timer);
      importEvents.close();
      closing.abort();
      // Analyses under way stop; their jobs are given back for another worker to finish.
      await ctx.pool.close();
      await boss.stop({ graceful: true, timeout: 10_000, close: app.db.pglite === null });
    });

    app.decorate('jobs', {
      workerId,
      working,
      enqueueUploads: send,
      sweep,
      pool: ctx.pool,
      importEvents,
      enqueueExpansion: async (importId) => {
        await boss.send(EXPAND_IMPORT, { importId });
      },
    } satisfies Jobs);
  },
  { name: 'jobs', dependencies: ['db', 'storage', 'jobEvents', 'quotas'] },
);
