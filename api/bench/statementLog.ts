// Records the statements a library call sends, with their times, and explains them afterwards
// (bench/libraryMix.ts and bench/planCheck.ts).
import type { Db, Queryable } from '../src/lib/db.ts';

export interface Statement {
  sql: string;
  params: unknown[];
  ms: number;
  /** When it was sent (performance.now()). */
  at: number;
  /** Sent inside a transaction: the library's statement guard runs its reads there. */
  inTransaction: boolean;
}

/** `db` with every statement of one call written to `log` (also inside transactions). */
export function recording<T extends Queryable>(db: T, log: Statement[]): T {
  const wrap = (q: Queryable, inTransaction = false): Queryable => ({
    async query<R>(sql: string, params: unknown[] = []) {
      const started = performance.now();
      try {
        return await q.query<R>(sql, params);
      } finally {
        log.push({ sql, params, ms: performance.now() - started, at: started, inTransaction });
      }
    },
  });
  const out = Object.create(db) as T & Partial<Db>;
  Object.assign(out, wrap(db));
  if ('transaction' in db) {
    const base = db as unknown as Db;
    out.transaction = (fn) => base.transaction((tx) => fn(wrap(tx, true)));
  }
  return out;
}

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Actual Rows'?: number;
  'Actual Loops'?: number;
  'Rows Removed by Filter'?: number;
  'Rows Removed by Index Recheck'?: number;
  'Heap Fetches'?: number;
  Plans?: PlanNode[];
}

/**
 * Rows the scans of designs in a plan read (returned or removed by a filter; the small count
 * and settings tables left out), and table rows fetched by index-only scans.
 */
export function rowsScanned(node: PlanNode): { rows: number; heapFetches: number } {
  let rows = 0;
  let heapFetches = 0;
  if (node['Node Type'].includes('Scan') && node['Relation Name'] === 'design') {
    const loops = node['Actual Loops'] ?? 1;
    rows +=
      ((node['Actual Rows'] ?? 0) +
        (node['Rows Removed by Filter'] ?? 0) +
        (node['Rows Removed by Index Recheck'] ?? 0)) *
      loops;
    heapFetches += node['Heap Fetches'] ?? 0;
  }
  for (const child of node.Plans ?? []) {
    const c = rowsScanned(child);
    rows += c.rows;
    heapFetches += c.heapFetches;
  }
  return { rows, heapFetches };
}

const isRead = (s: Statement) => /^\s*(\(?\s*SELECT|WITH)/i.test(s.sql);

/** EXPLAIN ANALYZE of a statement: the text plan and what its scans read. */
export async function explain(
  db: Queryable,
  s: Statement,
): Promise<{ text: string; rows: number; heapFetches: number }> {
  const { rows: json } = await db.query<{ 'QUERY PLAN': Array<{ Plan: PlanNode }> }>(
    `EXPLAIN (ANALYZE, FORMAT JSON) ${s.sql}`,
    s.params,
  );
  const counted = rowsScanned(json[0]!['QUERY PLAN'][0]!.Plan);
  const { rows: text } = await db.query<{ 'QUERY PLAN': string }>(
    `EXPLAIN (ANALYZE, BUFFERS) ${s.sql}`,
    s.params,
  );
  return { text: text.map((r) => r['QUERY PLAN']).join('\n'), ...counted };
}

/** The read statements of a call (not SET, BEGIN and the like). */
export const reads = (log: Statement[]) => log.filter(isRead);
