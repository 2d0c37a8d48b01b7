import { expect, it } from 'vitest';
import { migrate } from '../../src/lib/migrate.ts';
import { createPreviewUrls } from '../../src/lib/previewUrl.ts';
import { filterOptions } from '../../src/library/facets.ts';
import { listDesigns } from '../../src/library/listDesigns.ts';
import { designGenerator } from '../../bench/libraryData.ts';
import { describeQuery, filtersOf, queryMix } from '../../bench/queryMix.ts';
import { explain, reads, recording, type Statement } from '../../bench/statementLog.ts';
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
const columns = Object.keys(designGenerator(1, 1)(0)).join(', ');
const next = designGenerator(DESIGNS, 16);
for (let i = 0; i < DESIGNS; i += 5000) {
  const rows = Array.from({ length: 5000 }, (_, k) => next(i + k));
  await db.query(
    `INSERT INTO design (${columns}) SELECT ${columns} FROM json_populate_recordset(null::design, $1)`,
    [JSON.stringify(rows)],
  );
}
// As after any bulk load (setup-test-data does the same): statistics, and a visibility map for
// index-only scans.
await db.exec('VACUUM ANALYZE design');

it(`reads at most ${BOUND} rows in any unguarded statement of ${QUERIES} drawn list and filter-options calls`, async () => {
  const seed = Math.floor(Math.random() * 1e9);
  const previews = createPreviewUrls('plan-check-secret-plan-check-secret');
  // A long limit: the check is about plans, and a cancelled statement has none to explain.
  const quiet = { timeoutMs: 60_000, warn: () => undefined };
  const over: string[] = [];
  let unguarded = 0;
  for (const m of queryMix(seed, 0).slice(0, QUERIES)) {
    const log: Statement[] = [];
    const traced = recording(db, log);
    const f = filtersOf(m);
    const req = { sort: m.sort, order: m.order, page: m.page, pageSize: 20 };
    await listDesigns(traced, previews, f, req, undefined, quiet);
    await filterOptions(traced, f, undefined, quiet);
    for (const s of reads(log)) {
      if (s.inTransaction) continue;
      unguarded++;
      const { rows, text } = await explain(db, s);
      if (rows > BOUND) over.push(`${describeQuery(m)}: ${rows} rows\n${s.sql}\n${text}`);
    }
  }
  expect(unguarded).toBeGreaterThan(QUERIES * 2);
  expect(over, `seed ${seed} (bench/planCheck.ts --seed ${seed} repeats it)`).toEqual([]);
});
