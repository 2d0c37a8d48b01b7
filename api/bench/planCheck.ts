// The library's plans under a drawn query mix (issue 16, docs/benchmarks.md "Library query mix"):
// every statement that list and filter-options send for `--queries` drawn queries, explained with
// ANALYZE. Plans, not timings: no unguarded statement's scans of `design` may read (return or
// filter out) more rows than `--bound` (a bounded walk reads at most 20,000 index entries; a
// table scan or a full walk of an index reads the whole library).
// Statements the guard runs (inside a transaction with `SET LOCAL statement_timeout`: the collect, the capped count,
// the exact facet pass) are bounded by their time limit instead; they are counted apart, with
// the most rows one read. Exits 1 and prints the offending plans otherwise. Run from api/ against a library seeded by bench/seed.ts:
//   pnpm exec node bench/planCheck.ts --target postgres:stickerei_bench --seed 7
// Options: --queries 300, --bound 45000. CI runs a smaller check of its own at 100,000 designs
// (test/library/queryPlans.postgres.test.ts, 60 queries).
import { createPreviewUrls } from '../src/lib/previewUrl.ts';
import { filterOptions } from '../src/library/facets.ts';
import { listDesigns } from '../src/library/listDesigns.ts';
import { args, openTarget, parseTarget } from './benchDb.ts';
import { describeQuery, filtersOf, queryMix } from './queryMix.ts';
import { explain, reads, recording, type Statement } from './statementLog.ts';

const opts = args();
const seed = Number(opts.seed ?? Math.floor(Math.random() * 1e9));
const queries = Number(opts.queries ?? 300);
const bound = Number(opts.bound ?? 45_000);
const db = await openTarget(parseTarget(opts.target), false);
const previews = createPreviewUrls('bench-secret-bench-secret-bench-secret');
// A long limit: the check is about plans, and a cancelled statement has none to explain.
const quiet = { timeoutMs: 60_000, warn: () => undefined };

console.log(`library plan check: seed ${seed}, ${queries} queries, bound ${bound} rows`);
const over: string[] = [];
let statements = 0;
let most = 0;
let guarded = 0;
let mostGuarded = 0;
for (const m of queryMix(seed, 0).slice(0, queries)) {
  const log: Statement[] = [];
  const traced = recording(db, log);
  const f = filtersOf(m);
  const req = { sort: m.sort, order: m.order, page: m.page, pageSize: 20 };
  await listDesigns(traced, previews, f, req, undefined, quiet);
  await filterOptions(traced, f, undefined, quiet);
  for (const s of reads(log)) {
    const { rows, text } = await explain(db, s);
    if (s.inTransaction) {
      guarded++;
      mostGuarded = Math.max(mostGuarded, rows);
      continue;
    }
    statements++;
    most = Math.max(most, rows);
    if (rows > bound) over.push(`${describeQuery(m)}: ${rows} rows\n${s.sql}\n${text}`);
  }
}
console.log(`${statements} statements, the most rows one read: ${most} (bound ${bound})`);
console.log(`${guarded} under the time limit, the most rows one read: ${mostGuarded}`);
if (over.length) console.log(over.join('\n\n'));
await db.close();
process.exitCode = over.length ? 1 : 0;
