import { useLocaleState, useTranslate } from 'react-admin';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import type { PerformanceTestRun } from '@stickerei/shared/domain';
import { useChartStyle } from './useChartStyle.ts';
import { compareRows } from '../lib/compareRuns.ts';

/** p95 of every scenario, one bar per chosen run. */
export default function CompareChart({ runs }: { runs: readonly PerformanceTestRun[] }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const style = useChartStyle();
  const data = compareRows(runs).map((row) => ({
    ...row,
    name: translate(`app.ops.performance.scenario_names.${row.scenario}`),
  }));
  return (
    <ResponsiveContainer
      width="100%"
      height={Math.max(220, (16 * runs.length + 20) * data.length + 60)}
    >
      <BarChart data={data} layout="vertical" margin={{ top: 8, right: 16, bottom: 8, left: 8 }}>
        <CartesianGrid stroke={style.grid} strokeDasharray="3 3" />
        <XAxis type="number" tick={style.axis} unit=" ms" />
        <YAxis type="category" dataKey="name" width={200} tick={style.axis} />
        <Tooltip {...style.tooltip} />
        <Legend />
        {runs.map((run, i) => (
          <Bar
            key={run.id}
            dataKey={run.id}
            name={new Date(run.createdAt).toLocaleString(locale, {
              dateStyle: 'short',
              timeStyle: 'medium',
            })}
            fill={style.colours[i % style.colours.length]}
            isAnimationActive={false}
          />
        ))}
      </BarChart>
    </ResponsiveContainer>
  );
}
