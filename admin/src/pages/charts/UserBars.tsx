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
import type { UserAnalyticsRow } from '@stickerei/shared/domain';
import { shortId } from '../lib/format.ts';
import { useChartStyle } from './useChartStyle.ts';

const COUNTS = ['uploads', 'downloads', 'favorites', 'redemptions', 'searches'] as const;

/** Activity counts of the users shown in the table, one stacked bar each. */
export default function UserBars({ rows }: { rows: readonly UserAnalyticsRow[] }) {
  const translate = useTranslate();
  const style = useChartStyle();
  const data = rows.map((r) => ({ ...r, label: shortId(r.email ?? r.username ?? r.userId) }));
  return (
    <ResponsiveContainer width="100%" height={Math.max(160, 28 * data.length + 60)}>
      <BarChart data={data} layout="vertical" margin={{ top: 8, right: 16, bottom: 8, left: 8 }}>
        <CartesianGrid stroke={style.grid} strokeDasharray="3 3" />
        <XAxis type="number" allowDecimals={false} tick={style.axis} />
        <YAxis type="category" dataKey="label" width={170} tick={style.axis} />
        <Tooltip {...style.tooltip} />
        <Legend />
        {COUNTS.map((key, i) => (
          <Bar
            key={key}
            dataKey={key}
            name={translate(`app.ops.analytics.columns.${key}`)}
            stackId="a"
            fill={style.colours[i]}
            isAnimationActive={false}
          />
        ))}
      </BarChart>
    </ResponsiveContainer>
  );
}
