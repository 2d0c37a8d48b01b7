import type { ScenarioResult } from '@stickerei/shared/domain';
import { ScenarioBars } from './ScenarioBars.tsx';

const PERCENTILES = ['p50', 'p95', 'p99'] as const;

/** p50, p95 and p99 of every scenario of a run. */
export default function LatencyChart({ results }: { results: readonly ScenarioResult[] }) {
  return (
    <ScenarioBars
      rows={results}
      series={PERCENTILES.map((key) => ({ key, name: key }))}
      rowHeight={42}
    />
  );
}
