import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import fp from 'fastify-plugin';
import { fromPglite, PgBoss } from 'pg-boss';
import type { Config } from '../config.ts';
import { createAnalysisPool, type AnalysisPool } from '../jobs/analysisPool.ts';
import { renewLeases } from '../jobs/processingJobs.ts';
import { PROCESS_UPLOAD, processUpload, type ProcessContext } from '../jobs/processUpload.ts';
import { sweepJobs, type SweepResult } from '../jobs/sweepJobs.ts';

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
}

declare module 'fastify' {
  interface FastifyInstance {
    jobs: Jobs;
  }
}

export interface JobsPluginOptions {
  mode: Config['mode'];
  jobs: Config['jobs'];
}

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
    });
  }
  if (!db.connectionString) throw new Error('pg-boss needs PGlite or a connection string');
  return new PgBoss({
    connectionString: db.connectionString,
    max: 4,
    schedule: false,
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
        task().catch((error: unknown) => app.log.error({ err: error }, `${what} failed`));
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
      if (!working) return;
      localWorker = await boss.work<{ jobId: string }>(
        PROCESS_UPLOAD,
        { localConcurrency: opts.jobs.concurrency, pollingIntervalSeconds: 2 },
        async ([job]) => job && processUpload(ctx, job.data.jobId),
      );
      every(RENEW_MS, () => renewLeases(app.db, [...ctx.active], ctx), 'lease renewal');
      every(SWEEP_MS, sweep, 'job sweep');
      await sweep();
    });

    app.addHook('onClose', async () => {
      for (const timer of timers) clearInterval(timer);
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
    } satisfies Jobs);
  },
  { name: 'jobs', dependencies: ['db', 'storage', 'jobEvents'] },
);
