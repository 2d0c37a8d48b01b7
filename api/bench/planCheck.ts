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
import { args, openTarget, parseTarget } from './benchDb.ts';
import { checkPlans } from './planChecks.ts';

const opts = args();
const seed = Number(opts.seed ?? Math.floor(Math.random() * 1e9));
const queries = Number(opts.queries ?? 300);
const bound = Number(opts.bound ?? 45_000);
const db = await openTarget(parseTarget(opts.target), false);

console.log(`library plan check: seed ${seed}, ${queries} queries, bound ${bound} rows`);
const result = await checkPlans(db, { seed, queries, bound });
console.log(
  `${result.unguarded} statements, the most rows one read: ${result.most} (bound ${bound})`,
);
console.log(
  `${result.guarded} under the time limit, the most rows one read: ${result.mostGuarded}`,
);
if (result.over.length) console.log(result.over.join('\n\n'));
if (result.parallel.length) {
  console.log(`${result.parallel.length} planned with parallel workers:`);
  console.log(result.parallel.join('\n\n'));
}
await db.close();
process.exitCode = result.over.length || result.parallel.length ? 1 : 0;
