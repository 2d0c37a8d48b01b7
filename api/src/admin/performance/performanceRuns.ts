import type { PerformanceTestRun } from '@stickerei/shared/domain';
import type { Queryable } from '../../lib/db.ts';

interface RunRow {
  id: string;
  created_by: string | null;
  parameters: PerformanceTestRun['parameters'];
  data_size: PerformanceTestRun['dataSize'];
  duration_ms: number;
  results: PerformanceTestRun['results'];
  created_at: Date | string;
}

const toRun = (row: RunRow): PerformanceTestRun => ({
  id: row.id,
  createdAt: new Date(row.created_at).toISOString(),
  createdBy: row.created_by,
  parameters: row.parameters,
  dataSize: row.data_size,
  durationMs: row.duration_ms,
  results: row.results,
});

/** Stores a finished performance-test run. */
export async function insertRun(db: Queryable, run: PerformanceTestRun): Promise<void> {
  await db.query(
    `INSERT INTO performance_test_run (id, created_by, parameters, data_size, duration_ms, results, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [
      run.id,
      run.createdBy,
      JSON.stringify(run.parameters),
      JSON.stringify(run.dataSize),
      run.durationMs,
      JSON.stringify(run.results),
      run.createdAt,
    ],
  );
}

/** The latest runs, newest first. */
export async function listRuns(db: Queryable, limit: number): Promise<PerformanceTestRun[]> {
  const { rows } = await db.query<RunRow>(
    'SELECT * FROM performance_test_run ORDER BY created_at DESC, id LIMIT $1',
    [limit],
  );
  return rows.map(toRun);
}
