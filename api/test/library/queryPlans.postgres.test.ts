import { expect, it } from 'vitest';
import { migrate } from '../../src/lib/migrate.ts';
import { insertGenerated } from '../fixtures/library.ts';
import { checkPlans } from '../../bench/planChecks.ts';
import { freshDb } from '../helper.ts';

// Issue 16, the smoke check of bench/planCheck.ts in CI: 100,000 designs on the Postgres server
// (where the planner's choices are those of production), drawn queries with a new seed each run,
// and plans asserted, not timings: no statement outside the guard may read (return or filter
// out) more than BOUND rows of design. A walk reads at most 20,000 index entries (and walkEnd as
// many); a table scan, a full index walk or a collect through a broad index reads far more.
// Statements the guard runs (collect, long walk, capped count, exact facet pass) are bounded by
// their time limit instead.
const DESIGNS = 100_000;
const QUERIES = 60;
const BOUND = 45_000;

const db = await freshDb();
await migrate(db);
await insertGenerated(db, DESIGNS, 16);
// As after any bulk load (setup-test-data does the same): statistics, and a visibility map for
// index-only scans.
await db.exec('VACUUM ANALYZE design');

it(`reads at most ${BOUND} rows in any unguarded statement of ${QUERIES} drawn list and filter-options calls`, async () => {
  const seed = Math.floor(Math.random() * 1e9);
  const result = await checkPlans(db, { seed, queries: QUERIES, bound: BOUND });
  expect(result.unguarded).toBeGreaterThan(QUERIES * 2);
  expect(result.over, `seed ${seed} (bench/planCheck.ts --seed ${seed} repeats it)`).toEqual([]);
  // No parallel workers: on two cores they made a 50 ms statement take up to 270 ms (db.ts).
  expect(result.parallel, `seed ${seed}`).toEqual([]);
  const { rows } = await db.query<{ max_parallel_workers_per_gather: string }>(
    'SHOW max_parallel_workers_per_gather',
  );
  expect(rows[0]!.max_parallel_workers_per_gather).toBe('0');
});
