// How much of the library's statement time is planning: the first --limit drawn list and
// filter-options calls (bench/queryMix.ts) sent one by one, each statement then explained with
// ANALYZE for its planning and execution times. Run from api/ after bench/seed.ts:
//   pnpm exec node bench/planTime.ts --target postgres:stickerei_bench1m --seed 16 --limit 300
import { createPreviewUrls } from '../src/lib/previewUrl.ts';
import { filterOptions } from '../src/library/facets.ts';
import { listDesigns } from '../src/library/listDesigns.ts';
import { args, openTarget, parseTarget } from './benchDb.ts';
import { filtersOf, queryMix } from './queryMix.ts';
import { recording, type Statement } from './statementLog.ts';

const opts = args();
const seed = Number(opts.seed ?? Math.floor(Math.random() * 1e9));
const db = await openTarget(parseTarget(opts.target), false);
const previews = createPreviewUrls('bench-secret-bench-secret-bench-secret');
const mix = queryMix(seed, 2000).slice(0, Number(opts.limit ?? 300));

const log: Statement[] = [];
const rec = recording(db, log);
for (const m of mix) {
  await listDesigns(rec, previews, filtersOf(m), {
    sort: m.sort,
    order: m.order,
    page: m.page,
    pageSize: 20,
  });
  await filterOptions(rec, filtersOf(m));
}
const kinds = new Map<string, { n: number; planning: number; execution: number; seen: number }>();
let planning = 0;
let execution = 0;
let seen = 0;
for (const s of log) {
  if (!/^\s*(SELECT|WITH)/i.test(s.sql)) continue;
  const { rows } = await db.query<{ 'QUERY PLAN': Array<Record<string, number>> }>(
    `EXPLAIN (ANALYZE, SUMMARY, FORMAT JSON) ${s.sql}`,
    s.params,
  );
  const plan = rows[0]!['QUERY PLAN'][0]!;
  const kind = s.sql.replace(/\s+/g, ' ').trim().slice(0, 60);
  const k = kinds.get(kind) ?? { n: 0, planning: 0, execution: 0, seen: 0 };
  k.n++;
  k.planning += plan['Planning Time']!;
  k.execution += plan['Execution Time']!;
  k.seen += s.ms;
  kinds.set(kind, k);
  planning += plan['Planning Time']!;
  execution += plan['Execution Time']!;
  seen += s.ms;
}
const r = (v: number) => Math.round(v);
console.log(
  JSON.stringify({
    seed,
    statements: log.length,
    planning: r(planning),
    execution: r(execution),
    seen: r(seen),
  }),
);
for (const [kind, k] of [...kinds].sort((a, b) => b[1].planning - a[1].planning).slice(0, 15))
  console.log(`${k.n}\tplan ${r(k.planning)}\texec ${r(k.execution)}\tseen ${r(k.seen)}\t${kind}`);
await db.close?.();
