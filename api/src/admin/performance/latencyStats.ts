/** Summary of latencies in milliseconds (rounded to 0.01 ms). */
export interface LatencySummary {
  p50: number;
  p95: number;
  p99: number;
  mean: number;
  min: number;
  max: number;
}

const round = (v: number) => Math.round(v * 100) / 100;

/**
 * The q-quantile of sorted values by the nearest-rank rule: the smallest value with at least
 * q of the values at or below it (so p95 of 20 values is the 19th).
 */
export function quantile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) return 0;
  const rank = Math.max(1, Math.ceil(q * sorted.length));
  return sorted[Math.min(sorted.length, rank) - 1]!;
}

/** p50, p95, p99, mean, min and max of latencies; zeros for none. */
export function summarise(latencies: readonly number[]): LatencySummary {
  const sorted = [...latencies].sort((a, b) => a - b);
  const sum = sorted.reduce((a, b) => a + b, 0);
  return {
    p50: round(quantile(sorted, 0.5)),
    p95: round(quantile(sorted, 0.95)),
    p99: round(quantile(sorted, 0.99)),
    mean: round(sorted.length === 0 ? 0 : sum / sorted.length),
    min: round(sorted[0] ?? 0),
    max: round(sorted.at(-1) ?? 0),
  };
}
