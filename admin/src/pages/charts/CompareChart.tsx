import { useLocaleState } from 'react-admin';
import type { PerformanceTestRun } from '@stickerei/shared/domain';
import { compareRows } from '../lib/compareRuns.ts';
import { formatRunTime } from '../lib/format.ts';
import { ScenarioBars } from './ScenarioBars.tsx';

/** p95 of every scenario, one bar per chosen run. */
export default function CompareChart({ runs }: { runs: readonly PerformanceTestRun[] }) {
  const [locale] = useLocaleState();
  const series = runs.map((run) => ({
    key: run.id,
    name: formatRunTime(run.createdAt, locale),
  }));
  return (
    <ScenarioBars rows={compareRows(runs)} series={series} rowHeight={16 * runs.length + 20} />
  );
}
