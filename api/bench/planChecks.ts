// The plan check of issue 16 as a function (docs/benchmarks.md "Plan check"): drawn list and
// filter-options calls, every statement they send explained with ANALYZE, and the unguarded
// ones that read (return or filter out) more than `bound` rows of design. Used by
// bench/planCheck.ts and by test/library/queryPlans.postgres.test.ts.
import type { Db } from '../src/lib/db.ts';
import { createPreviewUrls } from '../src/lib/previewUrl.ts';
import { filterOptions } from '../src/library/facets.ts';
import { listDesigns } from '../src/library/listDesigns.ts';
import { describeQuery, filtersOf, queryMix } from './queryMix.ts';
import { explain, reads, recording, type Statement } from './statementLog.ts';

export interface PlanCheck {
  /** Statements outside the guard, and the most rows one of them read. */
  unguarded: number;
  most: number;
  /** Statements under the guard's time limit (bounded by it instead), and their most rows. */
  guarded: number;
  mostGuarded: number;
  /** Each offending statement: its query, rows, SQL and plan. */
  over: string[];
  /** Statements planned with parallel workers (the api's connections allow none: db.ts). */
  parallel: string[];
}

export async function checkPlans(
  db: Db,
  options: { seed: number; queries: number; bound: number },
): Promise<PlanCheck> {
  const previews = createPreviewUrls('plan-check-secret-plan-check-secret');
  // A long limit: the check is about plans, and a cancelled statement has none to explain.
  const quiet = { timeoutMs: 60_000, warn: () => undefined };
  const out: PlanCheck = {
    unguarded: 0,
    most: 0,
    guarded: 0,
    mostGuarded: 0,
    over: [],
    parallel: [],
  };
  for (const m of queryMix(options.seed, 0).slice(0, options.queries)) {
    const log: Statement[] = [];
    const traced = recording(db, log);
    const f = filtersOf(m);
    const req = { sort: m.sort, order: m.order, page: m.page, pageSize: 20 };
    await listDesigns(traced, previews, f, req, undefined, quiet);
    await filterOptions(traced, f, undefined, quiet);
    for (const s of reads(log)) {
      const { rows, text } = await explain(db, s);
      if (/\bGather\b/.test(text)) out.parallel.push(`${describeQuery(m)}\n${s.sql}\n${text}`);
      if (s.inTransaction) {
        out.guarded++;
        out.mostGuarded = Math.max(out.mostGuarded, rows);
        continue;
      }
      out.unguarded++;
      out.most = Math.max(out.most, rows);
      if (rows > options.bound) {
        out.over.push(`${describeQuery(m)}: ${rows} rows\n${s.sql}\n${text}`);
      }
    }
  }
  return out;
}
