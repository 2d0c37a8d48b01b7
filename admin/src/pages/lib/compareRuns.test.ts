import { describe, expect, it } from 'vitest';
import type { PerformanceTestRun, ScenarioResult } from '@stickerei/shared/domain';
import { compareRows } from './compareRuns.ts';

const result = (scenario: ScenarioResult['scenario'], p95: number): ScenarioResult => ({
  scenario,
  requests: 10,
  errors: 0,
  firstError: null,
  p50: p95 / 2,
  p95,
  p99: p95,
  mean: p95 / 2,
  min: 1,
  max: p95,
  throughput: 10,
});

const run = (id: string, results: ScenarioResult[]): PerformanceTestRun => ({
  id,
  createdAt: '2026-01-01T00:00:00.000Z',
  createdBy: null,
  parameters: { scenarios: results.map((r) => r.scenario), iterations: 10, concurrency: 1 },
  dataSize: { libraryDesigns: 0, testDesigns: 0, database: 'pglite' },
  durationMs: 1,
  results,
});

describe('comparing runs', () => {
  it('puts each scenario on one row with every run’s p95, scenarios in first-seen order', () => {
    const rows = compareRows([
      run('a', [result('list', 10), result('similar', 30)]),
      run('b', [result('similar', 20), result('design', 5)]),
    ]);
    expect(rows).toEqual([
      { scenario: 'list', a: 10 },
      { scenario: 'similar', a: 30, b: 20 },
      { scenario: 'design', b: 5 },
    ]);
  });
});
