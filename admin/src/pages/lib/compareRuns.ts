import type { PerformanceScenario, PerformanceTestRun } from '@stickerei/shared/domain';

/** One scenario's p95 in each run (by run id); scenarios a run did not measure are left out. */
export type CompareRow = { scenario: PerformanceScenario } & Record<string, number | string>;

/** Rows for comparing runs: every scenario any of them measured, in first-seen order. */
export function compareRows(runs: readonly PerformanceTestRun[]): CompareRow[] {
  const rows = new Map<PerformanceScenario, CompareRow>();
  for (const run of runs) {
    for (const result of run.results) {
      const row = rows.get(result.scenario) ?? { scenario: result.scenario };
      row[run.id] = result.p95;
      rows.set(result.scenario, row);
    }
  }
  return [...rows.values()];
}
