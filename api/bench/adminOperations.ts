// Admin operations (docs/benchmarks.md "Admin operations"): setup-test-data of N designs
// (DESIGN.md §9: 100,000 in ≤ 60 s), then the performance battery and delete-data over them.
// The whole api runs in this process on 127.0.0.1 and is called over HTTP like the admin does;
// progress is followed on GET /api/stream/processing-jobs?all=1.
//
//   pnpm --filter @stickerei/api exec node bench/adminOperations.ts [--count 100000] [--iterations 30]
//     [--setup-only]   (setup-test-data alone: no performance test, no delete-data)
//
// Embedded default: PGlite in a temporary data folder. With DATABASE_URL=postgres://… the same
// against a fresh database `stickerei_bench_admin` on that server (dropped afterwards).
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import pg from 'pg';
import { openEventStream } from '@stickerei/shared/api-client';
import {
  PERFORMANCE_SCENARIOS,
  type AdminOperation,
  type JobEvent,
  type PerformanceTestRun,
} from '@stickerei/shared/domain';
import { app } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { option } from './options.ts';

const COUNT = option('count', 100_000);
const ITERATIONS = option('iterations', 30);
const SETUP_ONLY = process.argv.includes('--setup-only');
const TOKEN = 'bench.admin.token';
const BENCH_DB = 'stickerei_bench_admin';

async function serverDatabase(url: string, create: boolean): Promise<string> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${BENCH_DB} WITH (FORCE)`);
  if (create) await admin.query(`CREATE DATABASE ${BENCH_DB}`);
  await admin.end();
  const target = new URL(url);
  target.pathname = `/${BENCH_DB}`;
  return target.toString();
}

async function startApi(dataDir: string, databaseUrl: string | null) {
  const config = loadConfig({
    COGNITO_USER_POOL_ID: 'local_bench',
    COGNITO_CLIENT_ID: 'bench',
    COGNITO_ENDPOINT: 'http://127.0.0.1:1',
    DATA_DIR: dataDir,
    API_MODE: 'web',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  });
  const server = Fastify({ logger: false, pluginTimeout: 120_000, bodyLimit: 1 << 20 });
  await server.register(app, {
    config,
    verify: async () => ({ userId: 'bench-admin', username: 'bench', groups: ['ADMIN'] }),
  });
  const base = await server.listen({ host: '127.0.0.1', port: 0 });
  return { server, base };
}

const call = async <T>(base: string, method: string, url: string, json?: unknown): Promise<T> => {
  const response = await fetch(`${base}${url}`, {
    method,
    headers: {
      authorization: `Bearer ${TOKEN}`,
      ...(json ? { 'content-type': 'application/json' } : {}),
    },
    body: json ? JSON.stringify(json) : undefined,
  });
  if (!response.ok)
    throw new Error(`${method} ${url}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
};

/** Starts setup-test-data and resolves when the stream reports it done. */
async function setup(base: string): Promise<{ ms: number; op: AdminOperation; steps: string[] }> {
  const id = randomUUID();
  const steps: string[] = [];
  const started = performance.now();
  const finished = new Promise<void>((resolve, reject) => {
    const cancel = openEventStream({
      url: `${base}/api/stream/processing-jobs?all=1`,
      getToken: () => TOKEN,
      onEvent: (event) => {
        if (event.event !== 'job') return;
        const job = JSON.parse(event.data) as JobEvent;
        if (job.id !== id) return;
        steps.push(`${Math.round(performance.now() - started)}ms ${job.progress}%`);
        if (job.state === 'done' || job.state === 'failed') {
          cancel();
          if (job.state === 'done') resolve();
          else reject(new Error(job.error ?? 'failed'));
        }
      },
      onError: reject,
    });
  });
  await new Promise((r) => setTimeout(r, 200));
  await call(base, 'POST', '/api/stickerei/setup-test-data', {
    count: COUNT,
    seed: 1,
    operationId: id,
  });
  await finished;
  const ms = performance.now() - started;
  return {
    ms,
    op: await call<AdminOperation>(base, 'GET', `/api/stickerei/operations/${id}`),
    steps,
  };
}

async function main() {
  const serverUrl = process.env.DATABASE_URL ?? null;
  const databaseUrl = serverUrl ? await serverDatabase(serverUrl, true) : null;
  const dataDir = await mkdtemp(path.join(tmpdir(), 'stickerei-bench-admin-'));
  const load = loadavg()[0]!.toFixed(2);
  const { server, base } = await startApi(dataDir, databaseUrl);
  try {
    const cpu = process.cpuUsage();
    const first = await setup(base);
    const used = process.cpuUsage(cpu);
    console.log(
      `setup-test-data ${COUNT} on ${databaseUrl ? 'postgres' : 'pglite'} (load ${load}): ${(first.ms / 1000).toFixed(1)} s` +
        ` (api process: ${((used.user + used.system) / 1e6).toFixed(1)} s of processor time)`,
    );
    console.log(`  result ${JSON.stringify(first.op.result)}`);
    console.log(
      `  progress ${first.steps.filter((_, i, all) => i % Math.ceil(all.length / 12) === 0 || i === all.length - 1).join(', ')}`,
    );
    if (SETUP_ONLY) return;
    const run = await call<PerformanceTestRun>(
      base,
      'POST',
      '/api/stickerei/run-performance-test',
      {
        scenarios: [...PERFORMANCE_SCENARIOS],
        iterations: ITERATIONS,
        concurrency: 4,
      },
    );
    console.log(`performance test, ${ITERATIONS} requests per scenario, concurrency 4 (ms):`);
    for (const r of run.results) {
      console.log(
        `  ${r.scenario.padEnd(24)} p50 ${r.p50} p95 ${r.p95} p99 ${r.p99} mean ${r.mean} ${r.throughput}/s errors ${r.errors}`,
      );
    }
    const started = performance.now();
    const deleted = await call<{ designs: number }>(base, 'POST', '/api/stickerei/delete-data', {
      scope: 'test',
      confirm: 'DELETE TEST DATA',
    });
    console.log(
      `delete-data test: ${deleted.designs} designs in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
  } finally {
    await server.close();
    await rm(dataDir, { recursive: true, force: true });
    if (serverUrl) await serverDatabase(serverUrl, false);
  }
}

await main();
