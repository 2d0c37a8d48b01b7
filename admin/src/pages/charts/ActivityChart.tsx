import { useLocaleState, useTranslate } from 'react-admin';
import {
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import type { UserActivity } from '@stickerei/shared/domain';
import { formatDay } from '../lib/format.ts';
import { useChartStyle } from './useChartStyle.ts';

/** New and active users per day. */
export default function ActivityChart({ activity }: { activity: UserActivity }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const style = useChartStyle();
  return (
    <ResponsiveContainer width="100%" height={260}>
      <LineChart data={activity.days} margin={{ top: 8, right: 16, bottom: 8, left: 0 }}>
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
        <Line
          dataKey="activeUsers"
          name={translate('app.ops.analytics.active_users')}
          stroke={style.colours[0]}
          dot={false}
          strokeWidth={2}
          isAnimationActive={false}
        />
        <Line
          dataKey="newUsers"
          name={translate('app.ops.analytics.new_users')}
          stroke={style.colours[1]}
          dot={false}
          strokeWidth={2}
          isAnimationActive={false}
        />
      </LineChart>
    </ResponsiveContainer>
  );
}
