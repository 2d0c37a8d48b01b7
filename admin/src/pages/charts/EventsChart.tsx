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
import type { EventMetrics } from '@stickerei/shared/domain';
import { formatDay } from '../lib/format.ts';
import { useChartStyle } from './useChartStyle.ts';

/** Events per day, stacked by type. */
export default function EventsChart({
  metrics,
  height = 300,
}: {
  metrics: EventMetrics;
  height?: number;
}) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const style = useChartStyle();
  const rows = metrics.days.map((d) => ({ day: d.day, ...d.counts }));
  const name = (type: string) => translate(`app.ops.event_types.${type}`, { _: type });
  return (
    <ResponsiveContainer width="100%" height={height}>
      <BarChart data={rows} margin={{ top: 8, right: 16, bottom: 8, left: 0 }}>
        <CartesianGrid stroke={style.grid} strokeDasharray="3 3" />
        <XAxis
          dataKey="day"
          tickFormatter={(d: string) => formatDay(d, locale)}
          tick={style.axis}
          minTickGap={16}
        />
        <YAxis allowDecimals={false} tick={style.axis} />
        <Tooltip {...style.tooltip} labelFormatter={(d) => formatDay(String(d), locale)} />
        <Legend />
        {metrics.types.map((type, i) => (
          <Bar
            key={type}
            dataKey={type}
            name={name(type)}
            stackId="events"
            fill={style.colours[i % style.colours.length]}
            isAnimationActive={false}
          />
        ))}
      </BarChart>
    </ResponsiveContainer>
  );
}
