import type { DatabaseTables, TableStats } from '@stickerei/shared/domain';
import type { Db } from '../../lib/db.ts';

// Tables with more rows than this (by the planner's estimate) are not counted exactly: an exact
// count reads every page (DESIGN.md §5).
const EXACT_COUNT_LIMIT = 500_000;

interface TableRow {
  table: string;
  estimate: number;
  total_bytes: number;
  index_bytes: number;
}

const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** Row counts and sizes of the api's tables (schema public), largest first. */
export async function tableStats(db: Db): Promise<DatabaseTables> {
  const { rows } = await db.query<TableRow>(
    `SELECT c.relname AS table, c.reltuples AS estimate,
       pg_total_relation_size(c.oid) AS total_bytes, pg_indexes_size(c.oid) AS index_bytes
     FROM pg_class AS c JOIN pg_namespace AS n ON n.oid = c.relnamespace
     WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p')
     ORDER BY pg_total_relation_size(c.oid) DESC, c.relname`,
  );
  const tables: TableStats[] = [];
  for (const row of rows) {
    const estimated = row.estimate > EXACT_COUNT_LIMIT;
    const count = estimated
      ? Math.round(row.estimate)
      : Number(
          (
            await db.query<{ n: number }>(
              `SELECT count(*) AS n FROM public.${quoteIdent(row.table)}`,
            )
          ).rows[0]?.n ?? 0,
        );
    tables.push({
      table: row.table,
      rows: count,
      rowsEstimated: estimated,
      totalBytes: Number(row.total_bytes),
      indexBytes: Number(row.index_bytes),
    });
  }
  const [size, test, demo] = await Promise.all([
    db.query<{ bytes: number }>('SELECT pg_database_size(current_database()) AS bytes'),
    db.query<{ n: number }>('SELECT count(*) AS n FROM design WHERE is_test_data'),
    db.query<{ n: number }>('SELECT count(*) AS n FROM design WHERE is_demo'),
  ]);
  return {
    database: db.kind,
    databaseBytes: Number(size.rows[0]?.bytes ?? 0),
    tables,
    testDesigns: Number(test.rows[0]?.n ?? 0),
    demoDesigns: Number(demo.rows[0]?.n ?? 0),
  };
}
