// The library under a drawn mix of queries (issue 16, docs/benchmarks.md "Library query mix"):
// every pair and triple of filter kinds × every sort, random values, words, orders and pages,
// sent by concurrent clients; p50 / p95 / max per route and the slowest calls with the plans of
// their slowest statements. Run from api/ after bench/seed.ts:
//   pnpm exec node bench/libraryMix.ts --target postgres:stickerei_bench1m --seed 7
// Options: --n 2000 (fewest list queries), --limit 300 (only the first of them, for a quick
// before/after comparison), --clients 2, --similar 400, --slowest 10, --out f.json, --pairs (a
// query's list and filter-options sent together by one client, as the site's library sends them;
// without it they are two jobs the clients take in turn), --only own-time (time pages on callers'
// own machines alone)
import { writeFile } from 'node:fs/promises';
import { createPreviewUrls } from '../src/lib/previewUrl.ts';
import type { Db } from '../src/lib/db.ts';
import { filterOptions } from '../src/library/facets.ts';
import { listDesigns } from '../src/library/listDesigns.ts';
import { isDefaultProfile } from '../src/library/runningTime.ts';
import { searchSimilar } from '../src/library/similarSearch.ts';
import { args, openTarget, parseTarget } from './benchDb.ts';
import { describeQuery, filtersOf, queryMix } from './queryMix.ts';
import { explain, reads, recording, type Statement } from './statementLog.ts';

const opts = args();
const seed = Number(opts.seed ?? Math.floor(Math.random() * 1e9));
const clients = Number(opts.clients ?? 2);
const db = await openTarget(parseTarget(opts.target), false);
const previews = createPreviewUrls('bench-secret-bench-secret-bench-secret');

interface Call {
  route: 'list' | 'filter-options' | 'similar';
  label: string;
  ms: number;
  log: Statement[];
  note: string;
  started: number;
}

async function timed(route: Call['route'], label: string, fn: (db: Db) => Promise<string>) {
  const log: Statement[] = [];
  const started = performance.now();
  const note = await fn(recording(db, log));
  return { route, label, ms: performance.now() - started, log, note, started };
}

// `--only own-time`: the pages sorted by the running time on a caller's own machine alone
// (timePage.ts), drawn from a mix 40 times as large.
const ownTime = opts.only === 'own-time';
const drawn = queryMix(seed, Number(opts.n ?? 2000) * (ownTime ? 40 : 1));
const mix = (
  ownTime ? drawn.filter((m) => m.sort === 'time' && !isDefaultProfile(m.machine)) : drawn
).slice(0, Number(opts.limit ?? Infinity));
const { rows: ids } = await db.query<{ id: string }>(
  `SELECT id FROM design WHERE owner_id IS NULL AND sample_key = 0 LIMIT $1`,
  [Number(opts.similar ?? 400)],
);
type Job = () => Promise<Call[]>;
const jobs: Job[] = [];
const pairs = opts.pairs === 'true';
mix.forEach((m, i) => {
  const label = describeQuery(m);
  const list = () =>
    timed('list', label, async (d) => {
      const r = await listDesigns(d, previews, filtersOf(m), {
        sort: m.sort,
        order: m.order,
        page: m.page,
        pageSize: 20,
      });
      return `${r.items.length} items, total ${r.total}${r.totalIsEstimate ? ' (est.)' : ''}`;
    });
  const options = () =>
    timed('filter-options', label, async (d) => {
      const r = await filterOptions(d, filtersOf(m));
      return `total ${r.total}${r.estimated ? ' (est.)' : ''}`;
    });
  if (pairs) jobs.push(() => Promise.all([list(), options()]));
  else
    jobs.push(
      async () => [await list()],
      async () => [await options()],
    );
  const id = ids[i % Math.max(ids.length, 1)]?.id;
  if (id && i < ids.length) {
    jobs.push(async () => [
      await timed('similar', `similar ${id}`, async (d) => {
        const hits = await searchSimilar(d, id, { userId: null, limit: 10 });
        return `${hits.length} hits`;
      }),
    ]);
  }
});

const calls: Call[] = [];
let next = 0;
const started = performance.now();
await Promise.all(
  Array.from({ length: clients }, async () => {
    while (next < jobs.length) {
      const job = jobs[next++]!;
      calls.push(...(await job()));
      if (calls.length % 500 === 0) console.error(`${calls.length} / ${jobs.length} calls`);
    }
  }),
);
const wall = performance.now() - started;

const pct = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
};
const ms = (v: number | undefined) => Math.round((v ?? 0) * 10) / 10;
const summary = Object.fromEntries(
  (['list', 'filter-options', 'similar'] as const).map((route) => {
    const t = calls.filter((c) => c.route === route).map((c) => c.ms);
    return [
      route,
      {
        n: t.length,
        p50: ms(pct(t, 50)),
        p95: ms(pct(t, 95)),
        p99: ms(pct(t, 99)),
        max: ms(Math.max(...t)),
        over250: t.filter((v) => v > 250).length,
      },
    ];
  }),
);
console.log(
  JSON.stringify({
    target: opts.target,
    seed,
    clients,
    pairs,
    wallSeconds: ms(wall / 1000),
    summary,
  }),
);

// The slowest calls of list and filter-options, each with the plan of its slowest statement
// (run again, alone: the time under EXPLAIN is the statement's own).
const slowest = [];
for (const route of ['list', 'filter-options'] as const) {
  const top = calls
    .filter((c) => c.route === route)
    .sort((a, b) => b.ms - a.ms)
    .slice(0, Number(opts.slowest ?? 10));
  for (const c of top) {
    const worst = reads(c.log).sort((a, b) => b.ms - a.ms)[0];
    const plan = worst ? await explain(db, worst) : null;
    const entry = {
      route,
      ms: ms(c.ms),
      query: c.label,
      result: c.note,
      statements: c.log.map((s) => ms(s.ms)),
      slowestSql: worst?.sql.replace(/\s+/g, ' '),
      params: worst?.params,
      rowsScanned: plan?.rows,
      heapFetches: plan?.heapFetches,
      plan: plan?.text,
    };
    slowest.push(entry);
    console.log(`\n=== ${route} ${entry.ms} ms: ${c.label} → ${c.note}`);
    console.log(`statements (ms): ${entry.statements.join(', ')}`);
    console.log(entry.slowestSql);
    console.log(JSON.stringify(entry.params));
    console.log(plan?.text);
  }
}
if (opts.out) {
  // Each call's statements as time and their SQL (its first 2,000 characters), to see which
  // step was slow.
  const all = calls.map((c) => ({
    route: c.route,
    ms: ms(c.ms),
    query: c.label,
    result: c.note,
    statements: c.log.map((s) => `${ms(s.ms)} ${s.sql.replace(/\s+/g, ' ').slice(0, 2000)}`),
    // Each statement's start after the call's start and its time (ms): where the call waited.
    timeline: c.log.map((s) => [ms(s.at - c.started), ms(s.ms)]),
  }));
  await writeFile(opts.out, JSON.stringify({ seed, summary, slowest, calls: all }, null, 2));
}
await db.close();
