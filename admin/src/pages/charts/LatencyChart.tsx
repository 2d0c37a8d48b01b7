import { useTranslate } from 'react-admin';
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
import type { ScenarioResult } from '@stickerei/shared/domain';
import { useChartStyle } from './useChartStyle.ts';

/** p50, p95 and p99 of every scenario of a run. */
export default function LatencyChart({ results }: { results: readonly ScenarioResult[] }) {
  const translate = useTranslate();
  const style = useChartStyle();
  const data = results.map((r) => ({
    ...r,
    name: translate(`app.ops.performance.scenario_names.${r.scenario}`),
  }));
  return (
    <ResponsiveContainer width="100%" height={Math.max(220, 42 * data.length + 60)}>
      <BarChart data={data} layout="vertical" margin={{ top: 8, right: 16, bottom: 8, left: 8 }}>
        <CartesianGrid stroke={style.grid} strokeDasharray="3 3" />
        <XAxis type="number" tick={style.axis} unit=" ms" />
        <YAxis type="category" dataKey="name" width={200} tick={style.axis} />
        <Tooltip {...style.tooltip} />
        <Legend />
        {(['p50', 'p95', 'p99'] as const).map((key, i) => (
          <Bar
            key={key}
            dataKey={key}
            name={key}
            fill={style.colours[i]}
            isAnimationActive={false}
          />
        ))}
      </BarChart>
    </ResponsiveContainer>
  );
}
