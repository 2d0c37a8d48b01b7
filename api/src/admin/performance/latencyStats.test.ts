import { describe, expect, it } from 'vitest';
import { quantile, summarise } from './latencyStats.ts';

describe('latency statistics', () => {
  it('takes quantiles by nearest rank', () => {
    const sorted = Array.from({ length: 20 }, (_, i) => i + 1);
    expect(quantile(sorted, 0.5)).toBe(10);
    expect(quantile(sorted, 0.95)).toBe(19);
    expect(quantile(sorted, 0.99)).toBe(20);
    expect(quantile([7], 0.99)).toBe(7);
    expect(quantile([], 0.5)).toBe(0);
  });

  it('summarises unsorted latencies', () => {
    expect(summarise([5, 1, 3, 2, 4])).toEqual({ p50: 3, p95: 5, p99: 5, mean: 3, min: 1, max: 5 });
    expect(summarise([0.123456, 0.2])).toMatchObject({ min: 0.12, max: 0.2, mean: 0.16 });
    expect(summarise([])).toEqual({ p50: 0, p95: 0, p99: 0, mean: 0, min: 0, max: 0 });
  });
});
