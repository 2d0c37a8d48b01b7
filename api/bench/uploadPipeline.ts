// Upload → the stream says "done" for a 50,000-stitch PES (DESIGN.md §9: p95 ≤ 250 ms on the
// embedded default). The whole api runs in this process on 127.0.0.1; each run uploads a new file
// over HTTP (multipart) and waits for its `done` event on GET /api/stream/processing-jobs. Then
// the first and a later request of each design's 1024 px preview (rendered on request), and the
// processing cost per file by stitch count (bench/processingTimes.ts).
//
//   pnpm --filter @stickerei/api exec node bench/uploadPipeline.ts [--runs 10] [--stitches 50000]
//     [--sizes 5000,20000,60000]
//
// Embedded default: PGlite in a temporary data folder. With DATABASE_URL=postgres://… the same
// against a fresh database `stickerei_bench_upload` on that server (dropped afterwards).
import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import pg from 'pg';
import { openEventStream, type StreamEvent } from '@stickerei/shared/api-client';
import type { JobEvent } from '@stickerei/shared/domain';
import { writePattern } from '@stickerei/embroidery';
import { app } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { filledSquares } from '../test/fixtures/patterns.ts';
import { processingTimes } from './processingTimes.ts';
import { option } from './options.ts';

const RUNS = option('runs', 10);
const STITCHES = option('stitches', 50_000);
const SIZES = (() => {
  const i = process.argv.indexOf('--sizes');
  return i > 0 ? process.argv[i + 1]!.split(',').map(Number) : [5_000, 20_000, 60_000];
})();
const TOKEN = 'bench.user.token';
const BENCH_DB = 'stickerei_bench_upload';

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
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  });
  const server = Fastify({ logger: false, pluginTimeout: 120_000 });
  await server.register(app, {
    config,
    verify: async () => ({ userId: 'bench-user', username: 'bench', groups: ['USER'] }),
  });
  const base = await server.listen({ host: '127.0.0.1', port: 0 });
  return { server, base };
}

// Steps of a job as the stream reports them (progress values of processUpload.ts).
const STEPS: Array<[string, (job: JobEvent) => boolean]> = [
  ['queued', (j) => j.state === 'queued'],
  ['claimed', (j) => j.state === 'processing' && j.progress === 5],
  ['read', (j) => j.progress === 10],
  ['analysed', (j) => j.progress === 40],
  ['rendered', (j) => j.progress === 80],
  ['done', (j) => j.state === 'done'],
];

/** Waits for job events on one stream, by job id; keeps when each step arrived. */
function followJobs(base: string) {
  const waiting = new Map<string, (at: number) => void>();
  const seen = new Map<string, number>();
  const designs = new Map<string, string>();
  const steps = new Map<string, Map<string, number>>();
  const cancel = openEventStream({
    url: `${base}/api/stream/processing-jobs`,
    getToken: () => TOKEN,
    onEvent: (event: StreamEvent) => {
      if (event.event !== 'job') return;
      const job = JSON.parse(event.data) as JobEvent;
      const step = STEPS.find(([, test]) => test(job))?.[0];
      if (step) steps.set(job.id, (steps.get(job.id) ?? new Map()).set(step, performance.now()));
      if (job.state !== 'done' && job.state !== 'failed') return;
      if (job.state === 'failed') console.error(`job failed: ${job.error}`);
      if (job.designId) designs.set(job.id, job.designId);
      const at = performance.now();
      seen.set(job.id, at);
      waiting.get(job.id)?.(at);
    },
    onError: (error) => console.error(`stream: ${error.message}`),
  });
  const done = (jobId: string) =>
    new Promise<number>((resolve) => {
      const at = seen.get(jobId);
      if (at !== undefined) resolve(at);
      else waiting.set(jobId, resolve);
    });
  return {
    done,
    cancel,
    designOf: (jobId: string) => designs.get(jobId)!,
    steps: (jobId: string) => steps.get(jobId) ?? new Map<string, number>(),
  };
}

async function uploadOnce(base: string, bytes: Uint8Array, name: string): Promise<string> {
  const body = new FormData();
  body.append('file', new Blob([new Uint8Array(bytes)]), name);
  const response = await fetch(`${base}/api/stickerei/upload-file`, {
    method: 'POST',
    headers: { authorization: `Bearer ${TOKEN}` },
    body,
  });
  if (response.status !== 202) throw new Error(`upload answered ${response.status}`);
  const { jobs } = (await response.json()) as { jobs: Array<{ id: string }> };
  return jobs[0]!.id;
}

// The design page's preview: rendered on its first request, read from storage afterwards.
async function largePreviews(base: string, designIds: string[]): Promise<string> {
  const first: number[] = [];
  const later: number[] = [];
  for (const id of designIds) {
    for (const times of [first, later]) {
      const start = performance.now();
      const response = await fetch(`${base}/api/stickerei/${id}/preview/1024.png`, {
        headers: { authorization: `Bearer ${TOKEN}` },
      });
      await response.arrayBuffer();
      if (response.status !== 200) throw new Error(`preview answered ${response.status}`);
      times.push(performance.now() - start);
    }
  }
  const median = (v: number[]) => Math.round([...v].sort((a, b) => a - b)[v.length >> 1]!);
  return `1024 px preview: first request median ${median(first)} ms, later requests ${median(later)} ms`;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

async function main() {
  const serverUrl = process.env.DATABASE_URL ?? null;
  const databaseUrl = serverUrl ? await serverDatabase(serverUrl, true) : null;
  const dataDir = await mkdtemp(path.join(tmpdir(), 'stickerei-bench-'));
  const load = loadavg()[0]!.toFixed(2);
  const { server, base } = await startApi(dataDir, databaseUrl);
  const stream = followJobs(base);
  const pattern = filledSquares(STITCHES);
  const wall: number[] = [];
  const cpu: number[] = [];
  const stepTimes = new Map<string, number[]>();
  let bytes = 0;
  const designIds: string[] = [];
  // Run 0 warms up (worker thread start, first queries) and is not counted.
  for (let run = 0; run <= RUNS; run++) {
    pattern.xs[5] = pattern.xs[5]! + 1; // a new file each time (no duplicate joins)
    const file = writePattern(pattern, 'pes');
    bytes = file.length;
    const cpuBefore = process.cpuUsage();
    const start = performance.now();
    const jobId = await uploadOnce(base, file, `bench-${run}.pes`);
    const end = await stream.done(jobId);
    const used = process.cpuUsage(cpuBefore);
    if (run === 0) continue;
    designIds.push(stream.designOf(jobId));
    wall.push(end - start);
    cpu.push((used.user + used.system) / 1000);
    let previous = start;
    for (const [step] of STEPS) {
      const at = stream.steps(jobId).get(step);
      if (at === undefined) continue;
      stepTimes.set(step, [...(stepTimes.get(step) ?? []), at - previous]);
      previous = at;
    }
  }
  stream.cancel();
  const previews = await largePreviews(base, designIds);
  await server.close();
  await rm(dataDir, { recursive: true, force: true });
  if (serverUrl) await serverDatabase(serverUrl, false);
  const sorted = [...wall].sort((a, b) => a - b);
  const cpuSorted = [...cpu].sort((a, b) => a - b);
  const ms = (v: number) => `${Math.round(v)} ms`;
  console.log(
    `database ${serverUrl ? 'Postgres server' : 'PGlite (embedded default)'}, ${STITCHES} stitches, ` +
      `${(bytes / 1024).toFixed(0)} KiB PES, ${RUNS} runs after a warm-up, load average ${load} at the start`,
  );
  console.log(
    `upload → done: median ${ms(percentile(sorted, 50))}, p95 ${ms(percentile(sorted, 95))}, ` +
      `fastest ${ms(sorted[0]!)}; processor time per upload (all threads): median ${ms(percentile(cpuSorted, 50))}`,
  );
  const median = (values: number[]) =>
    percentile(
      [...values].sort((a, b) => a - b),
      50,
    );
  const breakdown = STEPS.map(([step]) => `${step} +${ms(median(stepTimes.get(step) ?? [0]))}`);
  console.log(`median time from the previous step: ${breakdown.join(', ')}`);
  console.log(previews);
  console.log('processing per file (read + analyse + render + encode), medians:');
  for (const line of await processingTimes(SIZES, RUNS)) console.log(`  ${line}`);
}

await main();
