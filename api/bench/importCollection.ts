// Collection import (issue 12, DESIGN.md §9): a zip of a generated collection — motifs of
// 5,000–60,000 stitches drawn from a seed, each in the nine formats the library writes — uploaded
// to the api (in this process, embedded default) until the import is done and every design is
// listed with its preview. Prints files per second, pyembroidery's read-only rate for the same
// files (when PYEMBROIDERY_DIR names its source), /api/stickerei/list p95 idle and during the
// import, and the process's peak resident memory.
//
//   pnpm --filter @stickerei/api exec node bench/importCollection.ts [--motifs 120] [--seed 7]
//     [--concurrency 2] [--details]
//
// --details lists the duplicates and the designs that did not get all nine formats (every
// generated motif is different, so each should be one design with nine).
//
// Budget: wall time ≤ 2 × pyembroidery's read-only time (≥ 18 files/s here), api ≤ 1 GB.
import { spawnSync } from 'node:child_process';
import { openAsBlob } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { deflateRawSync } from 'node:zlib';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import Fastify from 'fastify';
import pg from 'pg';
import {
  STITCH,
  writePattern,
  PatternBuilder,
  type Command,
  type Pattern,
} from '@stickerei/embroidery';
import type { DesignImport, DesignListResponse } from '@stickerei/shared/domain';
import { app } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { generateMotif, MOTIF_KINDS } from '../src/admin/testData/motifs.ts';
import { createRandom, mixSeed } from '../src/admin/testData/random.ts';
import { makeZip } from '@stickerei/shared/testing';
import { option } from './options.ts';

const MOTIFS = option('motifs', 120);
const SEED = option('seed', 7);
const CONCURRENCY = option('concurrency', 2);
const FORMATS = ['pes', 'pec', 'jef', 'vp3', 'xxx', 'dst', 'exp', 'u01', 'tbf'];

/** A motif of the generator, its stitches split until it has about `target` of them. */
function denseMotif(index: number, target: number): Pattern {
  const r = createRandom(mixSeed(SEED, index));
  const motif = generateMotif(MOTIF_KINDS[index % MOTIF_KINDS.length]!, r).pattern;
  const sewn = Array.from(motif.commands.subarray(0, motif.length)).filter((c) => c === STITCH);
  const split = Math.max(1, Math.round(target / Math.max(1, sewn.length)));
  const b = new PatternBuilder();
  for (let i = 0; i < motif.length; i++) {
    const [x, y, c] = [motif.xs[i]!, motif.ys[i]!, motif.commands[i]!];
    if (c === STITCH && i > 0) {
      const [px, py] = [motif.xs[i - 1]!, motif.ys[i - 1]!];
      for (let k = 1; k < split; k++)
        b.add(
          Math.round(px + ((x - px) * k) / split),
          Math.round(py + ((y - py) * k) / split),
          STITCH,
        );
    }
    b.add(x, y, c as Command);
  }
  const pattern = b.build();
  pattern.threads.push(...motif.threads);
  return pattern;
}

function collection() {
  const r = createRandom(SEED);
  const files: Array<{ name: string; bytes: Uint8Array }> = [];
  for (let m = 0; m < MOTIFS; m++) {
    const pattern = denseMotif(m, r.int(5_000, 60_000));
    for (const format of FORMATS)
      files.push({
        name: `Collection/motif-${m}/motif-${m}.${format}`,
        bytes: writePattern(pattern, format),
      });
  }
  return files;
}

/**
 * Writes the collection to `folder` (run in a child process, so the api's process holds none of
 * it): `collection.zip`, and every file on its own under `files/` for pyembroidery.
 */
async function generate(folder: string) {
  const files = collection();
  const zip = makeZip(files.map((f) => ({ name: f.name, data: f.bytes })));
  await writeFile(path.join(folder, 'collection.zip'), zip);
  await mkdir(path.join(folder, 'files'));
  const paths: string[] = [];
  for (const [i, f] of files.entries()) {
    const target = path.join(folder, 'files', `${i}${path.extname(f.name)}`);
    await writeFile(target, f.bytes);
    paths.push(target);
  }
  await writeFile(path.join(folder, 'files.json'), JSON.stringify(paths));
}

/** pyembroidery's read-only files per second for the same files (embroidery/bench helper). */
async function pyembroideryRate(folder: string) {
  const dir = process.env.PYEMBROIDERY_DIR;
  if (!dir) return null;
  const paths = JSON.parse(await readFile(path.join(folder, 'files.json'), 'utf8')) as string[];
  const script = path.resolve(import.meta.dirname, '../../embroidery/bench/pyembroidery_read.py');
  const run = spawnSync('python3', [script, dir, '0', ...paths], { encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`pyembroidery failed: ${run.stderr}`);
  const result = JSON.parse(run.stdout) as {
    files: string[];
    passes: number;
    wall_seconds: number;
  };
  const read = result.files.length;
  return { files: read, perSecond: (read * result.passes) / result.wall_seconds };
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
};

const timeline: Array<[at: number, ms: number]> = [];
async function listLatencies(base: string, until: () => boolean, minimum = 0) {
  const times: number[] = [];
  while (!until() || times.length < minimum) {
    const t0 = performance.now();
    await fetch(`${base}/api/stickerei/list?pageSize=20`);
    times.push(performance.now() - t0);
    timeline.push([t0, performance.now() - t0]);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return times;
}

const generating = process.argv.indexOf('--generate');
if (generating > 0) {
  await generate(process.argv[generating + 1]!);
  process.exit(0);
}
const work = await mkdtemp(path.join(tmpdir(), 'stickerei-import-collection-'));
const made = spawnSync(
  process.execPath,
  [import.meta.filename, '--generate', work, ...process.argv.slice(2)],
  { stdio: 'inherit' },
);
if (made.status !== 0) throw new Error('could not generate the collection');
const zipPath = path.join(work, 'collection.zip');
const fileCount = MOTIFS * FORMATS.length;
const stitchesNote = `${MOTIFS} motifs × ${FORMATS.length} formats = ${fileCount} files, zip ${((await stat(zipPath)).size / 1024 / 1024).toFixed(1)} MB`;
const py = await pyembroideryRate(work);
deflateRawSync(Buffer.alloc(1)); // zlib loaded before the memory baseline

const dataDir = await mkdtemp(path.join(tmpdir(), 'stickerei-import-bench-'));
// On a server: a database of its own for the run, dropped at the end.
const server_ = process.env.DATABASE_URL ? new URL(process.env.DATABASE_URL) : null;
const benchDatabase = `stickerei_import_bench_${process.pid}`;
const adminQuery = async (sql: string) => {
  const client = new pg.Client({ connectionString: server_!.toString() });
  await client.connect();
  await client.query(sql);
  await client.end();
};
if (server_) await adminQuery(`CREATE DATABASE ${benchDatabase}`);
const databaseUrl = server_
  ? Object.assign(new URL(server_), { pathname: `/${benchDatabase}` })
  : null;
const config = loadConfig({
  COGNITO_USER_POOL_ID: 'local_bench',
  COGNITO_CLIENT_ID: 'bench',
  COGNITO_ENDPOINT: 'http://127.0.0.1:1',
  DATA_DIR: dataDir,
  JOB_CONCURRENCY: String(CONCURRENCY),
  // The embedded default unless DATABASE_URL names a server (an empty database for the run).
  ...(databaseUrl ? { DATABASE_URL: databaseUrl.toString() } : {}),
});
const server = Fastify({ logger: false, pluginTimeout: 120_000 });
await server.register(app, {
  config,
  verify: async () => ({ userId: 'bench-user', username: 'bench', groups: ['USER'] }),
});
const base = await server.listen({ host: '127.0.0.1', port: 0 });
const headers = { authorization: 'Bearer bench.user.token' };
let peakRss = process.memoryUsage().rss;
const sampler = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage().rss)), 50);
try {
  const idle = await listLatencies(base, () => true, 50);
  const load = loadavg()[0]!;
  const started = performance.now();
  const loopBefore = performance.eventLoopUtilization();
  const loopDelay = monitorEventLoopDelay({ resolution: 5 });
  loopDelay.enable();
  const body = new FormData();
  // Sent from the disk: the benchmark holds no copy of the archive.
  body.append('files', await openAsBlob(zipPath), 'Collection.zip');
  const answer = await fetch(`${base}/api/stickerei/upload-files`, {
    method: 'POST',
    headers,
    body,
  });
  if (answer.status !== 202)
    throw new Error(`upload answered ${answer.status}: ${await answer.text()}`);
  const { import: started_ } = (await answer.json()) as { import: { id: string } };
  let current: DesignImport | null = null;
  const ended = () => current?.state === 'done' || current?.state === 'failed';
  const during = listLatencies(base, ended);
  while (!ended()) {
    await new Promise((resolve) => setTimeout(resolve, 200));
    current = (await (
      await fetch(`${base}/api/stickerei/imports/${started_.id}`, { headers })
    ).json()) as DesignImport;
  }
  const busy = await during;
  const loop = performance.eventLoopUtilization(loopBefore);
  loopDelay.disable();
  // What was taken as a duplicate, and of what (the collection's motifs are all different).
  const duplicates: Array<{ path: string; reason: string | null }> = [];
  for (let cursor: string | null = null; ;) {
    const query = `state=duplicate&limit=500${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
    const page = (await (
      await fetch(`${base}/api/stickerei/imports/${started_.id}/entries?${query}`, { headers })
    ).json()) as {
      items: Array<{ path: string; reason: string | null }>;
      nextCursor: string | null;
    };
    duplicates.push(...page.items);
    cursor = page.nextCursor;
    if (!cursor) break;
  }
  if (process.argv.includes('--details'))
    for (const d of duplicates) console.log(`duplicate ${d.path}: ${d.reason}`);
  // Every design listed, each with its preview.
  const listed: DesignListResponse['items'] = [];
  for (let cursor: string | null = null; ;) {
    const query = `scope=mine&pageSize=100${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
    const page = (await (
      await fetch(`${base}/api/stickerei/list?${query}`, { headers })
    ).json()) as DesignListResponse;
    listed.push(...page.items);
    cursor = page.nextCursor;
    if (!cursor) break;
  }
  if (process.argv.includes('--details')) {
    // The slowest list request of every second of the import.
    const slowest = new Map<number, number>();
    for (const [at, ms] of timeline) {
      if (at < started) continue;
      const second = Math.floor((at - started) / 1000);
      slowest.set(second, Math.max(slowest.get(second) ?? 0, ms));
    }
    console.log(`api thread busy ${(loop.utilization * 100).toFixed(0)} % of the import`);
    const ms = (ns: number) => (ns / 1e6).toFixed(1);
    console.log(
      `event loop delay: p50 ${ms(loopDelay.percentile(50))} ms, p95 ${ms(loopDelay.percentile(95))} ms, p99 ${ms(loopDelay.percentile(99))} ms, max ${ms(loopDelay.max)} ms`,
    );
    console.log(
      `slowest list request per second: ${[...slowest.values()].map((ms) => ms.toFixed(0)).join(' ')}`,
    );
  }
  if (process.argv.includes('--details'))
    for (const d of listed)
      if (d.embroidery_file_formats.length < FORMATS.length)
        console.log(`design ${d.name}: ${d.embroidery_file_formats.join(' ')}`);
  const previews = await Promise.all(
    listed.map(
      async (d) => (await fetch(`${base}${d.representative_image_url}`, { headers })).status,
    ),
  );
  const seconds = (performance.now() - started) / 1000;
  const rate = fileCount / seconds;
  const lines = [
    `Collection import on ${process.env.DATABASE_URL ? 'a Postgres server' : 'PGlite (embedded)'}, ${cpus().length} × ${cpus()[0]?.model.trim()}, load ${load.toFixed(2)} at the start, JOB_CONCURRENCY ${CONCURRENCY}, seed ${SEED}:`,
    `  ${stitchesNote}`,
    `  import ${current!.state}: ${current!.designsCreated} designs, ${current!.formatsJoined} formats joined, ${current!.duplicates} duplicates, ${current!.failed} failed`,
    `  wall time ${seconds.toFixed(1)} s = ${rate.toFixed(1)} files/s${py ? `; pyembroidery reads ${py.perSecond.toFixed(1)} files/s (read only) → ${(py.perSecond / rate).toFixed(2)} × its time` : ''}`,
    `  designs listed: ${listed.length}, previews served: ${previews.filter((s) => s === 200).length}`,
    `  /api/stickerei/list p95: idle ${percentile(idle, 95).toFixed(1)} ms, during the import ${percentile(busy, 95).toFixed(1)} ms (${busy.length} requests)`,
    `  peak resident memory of the api's process (the collection is generated in another): ${(peakRss / 1024 / 1024).toFixed(0)} MB`,
  ];
  console.log(lines.join('\n'));
} finally {
  clearInterval(sampler);
  await server.close();
  await rm(dataDir, { recursive: true, force: true });
  await rm(work, { recursive: true, force: true });
  if (server_) await adminQuery(`DROP DATABASE ${benchDatabase} WITH (FORCE)`);
}
