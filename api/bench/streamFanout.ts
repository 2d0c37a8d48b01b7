// Event-stream delivery with many open streams (DESIGN.md §9: 1,000 concurrent streams on one
// instance, delivery p95 ≤ 100 ms). This process runs the api; child processes open the
// streams (GET /api/stream/processing-jobs, all for one user, so every event goes to every
// stream) and timestamp each event as it arrives. Latency: from just before the event's
// transaction starts until a client has read it. Events are 100 ms apart.
//
//   pnpm --filter @stickerei/api exec node bench/streamFanout.ts [--streams 1000] [--events 50]
//     [--clients 2]  (processes reading the streams)
//
// Embedded default: PGlite in memory. With DATABASE_URL=postgres://… events travel through
// NOTIFY/LISTEN as between api instances (database `stickerei_bench_stream`, dropped afterwards).
import { fork, type ChildProcess } from 'node:child_process';
import { request } from 'node:http';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import Fastify from 'fastify';
import fp from 'fastify-plugin';
import pg from 'pg';
import { app } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { openPglite } from '../src/lib/db.ts';
import { option } from './options.ts';

const STREAMS = option('streams', 1000);
const EVENTS = option('events', 50);
const CLIENTS = option('clients', 2);
const BENCH_DB = 'stickerei_bench_stream';
const now = () => performance.timeOrigin + performance.now();

/** Child: opens the streams, reports arrival times per event id. */
function clients(base: string, streams: number, events: number): void {
  const arrivals = new Map<string, number[]>();
  let open = 0;
  let complete = 0;
  for (let s = 0; s < streams; s++) {
    const req = request(`${base}/api/stream/processing-jobs`, {
      headers: { accept: 'text/event-stream', authorization: 'Bearer bench.user.token' },
    });
    req.on('response', (res) => {
      res.setEncoding('utf8');
      let received = 0;
      if (++open === streams) process.send!({ type: 'open' });
      res.on('data', (chunk: string) => {
        for (const match of chunk.matchAll(/^id: (\d+)\nevent: job\n/gm)) {
          const at = now();
          const list = arrivals.get(match[1]!) ?? [];
          list.push(at);
          arrivals.set(match[1]!, list);
          if (++received === events && ++complete === streams) {
            process.send!({ type: 'done', arrivals: [...arrivals] });
          }
        }
      });
    });
    req.on('error', (error) => process.send!({ type: 'error', message: error.message }));
    req.end();
  }
}

async function startApi(databaseUrl: string | null) {
  const config = loadConfig({
    COGNITO_USER_POOL_ID: 'local_bench',
    COGNITO_CLIENT_ID: 'bench',
    COGNITO_ENDPOINT: 'http://127.0.0.1:1',
    DATA_DIR: '/nonexistent-bench-data',
    API_MODE: 'web',
    // 1,000 streams of one user: the bench measures delivery, not the rate limits.
    RATE_LIMIT: '0',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  });
  // Without encapsulation, so the bench can emit job events through app.jobEvents.
  const server = Fastify({ logger: false, pluginTimeout: 120_000 });
  await server.register(fp(app), {
    config,
    ...(databaseUrl ? {} : { db: await openPglite(null) }),
    verify: async () => ({ userId: 'bench-user', username: 'bench', groups: ['USER'] }),
  });
  const base = await server.listen({ host: '127.0.0.1', port: 0 });
  return { server, base };
}

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

const message = (child: ChildProcess, type: string) =>
  new Promise<Record<string, unknown>>((resolve, reject) => {
    const listener = (m: Record<string, unknown>) => {
      if (m.type === 'error') reject(new Error(String(m.message)));
      if (m.type !== type) return;
      child.off('message', listener);
      resolve(m);
    };
    child.on('message', listener);
  });

async function main() {
  const serverUrl = process.env.DATABASE_URL ?? null;
  const databaseUrl = serverUrl ? await serverDatabase(serverUrl, true) : null;
  const load = loadavg()[0]!.toFixed(2);
  const { server, base } = await startApi(databaseUrl);
  // The streams are read by CLIENTS processes, as browsers on other machines would read them.
  const children = Array.from({ length: CLIENTS }, () =>
    fork(fileURLToPath(import.meta.url), [
      'clients',
      base,
      String(STREAMS / CLIENTS),
      String(EVENTS),
    ]),
  );
  await Promise.all(children.map((child) => message(child, 'open')));
  const sent = new Map<string, number>();
  const written: number[] = [];
  const finished = Promise.all(children.map((child) => message(child, 'done')));
  for (let e = 0; e < EVENTS; e++) {
    const at = now();
    const job = {
      id: crypto.randomUUID(),
      state: 'processing',
      progress: e,
      designId: null,
      error: null,
    } as const;
    await server.jobEvents.transaction(async (_tx, emit) => emit('bench-user', job));
    // On PGlite the event is written to every stream before the transaction call returns.
    written.push(now() - at);
    // This process is the only one writing events: the newest is the one just sent.
    const { rows } = await server.db.query<{ seq: number }>(
      'SELECT max(seq) AS seq FROM job_event',
    );
    sent.set(String(rows[0]!.seq), at);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const reports = (await finished) as Array<{ arrivals: Array<[string, number[]]> }>;
  const arrivals = reports.flatMap((r) => r.arrivals);
  for (const child of children) child.kill();
  await server.close();
  if (serverUrl) await serverDatabase(serverUrl, false);
  const latencies = arrivals
    .flatMap(([seq, times]) => times.map((t) => t - sent.get(seq)!))
    .sort((a, b) => a - b);
  const pct = (p: number) =>
    latencies[Math.min(latencies.length - 1, Math.ceil((p / 100) * latencies.length) - 1)]!;
  console.log(
    `database ${serverUrl ? 'Postgres server (NOTIFY/LISTEN)' : 'PGlite (in process)'}, ${STREAMS} streams read by ${CLIENTS} processes, ${EVENTS} events to every stream, load average ${load} at the start`,
  );
  const median = [...written].sort((a, b) => a - b)[Math.floor(written.length / 2)]!;
  if (!serverUrl)
    console.log(
      `api side: median ${median.toFixed(1)} ms to store an event and write it to every stream`,
    );
  console.log(
    `delivery: median ${pct(50).toFixed(1)} ms, p95 ${pct(95).toFixed(1)} ms, p99 ${pct(99).toFixed(1)} ms, max ${latencies.at(-1)!.toFixed(1)} ms over ${latencies.length} deliveries`,
  );
}

if (process.argv[2] === 'clients')
  clients(process.argv[3]!, Number(process.argv[4]), Number(process.argv[5]));
else await main();
