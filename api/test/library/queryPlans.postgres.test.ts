import { describe, expect, it } from 'vitest';
import { migrate } from '../../src/lib/migrate.ts';
import { createPreviewUrls } from '../../src/lib/previewUrl.ts';
import { filterOptions } from '../../src/library/facets.ts';
import { listDesigns } from '../../src/library/listDesigns.ts';
import { designGenerator } from '../../bench/libraryData.ts';
import { describeQuery, filtersOf, queryMix } from '../../bench/queryMix.ts';
import { explain, reads, recording, type Statement } from '../../bench/statementLog.ts';
import { freshDb } from '../helper.ts';

// Issue 16, the CI smoke check of the library's plans (docs/benchmarks.md "Library query mix"):
// 100,000 bench designs on the Postgres server, a drawn mix of list and filter-options queries
// (a new seed each run, printed; LIBRARY_MIX_SEED repeats one), and every statement they send
// explained with ANALYZE. Plans, not timings: no statement may read (return or filter out) more
// design rows in its scans than a bounded walk does (20,000 index entries and at most as many
// table rows for words; a table scan or a full walk of an index reads all 100,000).
const DESIGNS = Number(process.env.LIBRARY_PLAN_DESIGNS ?? 100_000);
const QUERIES = Number(process.env.LIBRARY_PLAN_QUERIES ?? 300);
const SEED = Number(process.env.LIBRARY_MIX_SEED ?? Math.floor(Math.random() * 1e9));
const BOUND = Number(process.env.LIBRARY_PLAN_BOUND ?? 45_000);

describe('library plans stay bounded under a drawn query mix (issue 16)', async () => {
  const db = await freshDb();
  await migrate(db);
  const next = designGenerator(DESIGNS, 16);
  for (let i = 0; i < DESIGNS; i += 5000) {
    const rows = Array.from({ length: Math.min(5000, DESIGNS - i) }, (_, k) => next(i + k));
    const columns = Object.keys(rows[0]!).join(', ');
    await db.query(
      `INSERT INTO design (${columns}) SELECT ${columns} FROM json_populate_recordset(null::design, $1)`,
      [JSON.stringify(rows)],
    );
  }
  // Index-only scans need the visibility map, the planner the statistics (as after seeding).
  await db.exec('VACUUM ANALYZE design');
  const previews = createPreviewUrls('x'.repeat(32));
  const quiet = { timeoutMs: 10_000, warn: () => undefined };

  it(`reads at most ${BOUND} of ${DESIGNS} designs per statement (seed ${SEED})`, async () => {
    console.log(`library plan check: seed ${SEED}, ${QUERIES} queries, ${DESIGNS} designs`);
    const over: string[] = [];
    let statements = 0;
    let most = 0;
    for (const m of queryMix(SEED, 0).slice(0, QUERIES)) {
      const log: Statement[] = [];
      const traced = recording(db, log);
      const f = filtersOf(m);
      const req = { sort: m.sort, order: m.order, page: m.page, pageSize: 20 };
      await listDesigns(traced, previews, f, req, undefined, quiet);
      await filterOptions(traced, f);
      for (const s of reads(log)) {
        const { rows, text } = await explain(db, s);
        statements++;
        most = Math.max(most, rows);
        if (rows > BOUND) over.push(`${describeQuery(m)}: ${rows} rows\n${s.sql}\n${text}`);
      }
    }
    console.log(`${statements} statements, the most rows one read: ${most} (bound ${BOUND})`);
    expect(over, over.join('\n\n')).toEqual([]);
  });
});
