import { useLocaleState, useTranslate } from 'react-admin';
import type { UserActivity } from '@stickerei/shared/domain';
import { Chart } from '../../charts/Chart.tsx';
import { useChartStyle } from '../../charts/useChartStyle.ts';
import { formatDay } from '../lib/format.ts';

/** New and active users per day. */
export default function ActivityChart({ activity }: { activity: UserActivity }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const style = useChartStyle();
  return (
    <Chart
      kind="line"
      data={activity.days}
      axis={{ days: (day) => formatDay(day, locale), minTickGap: 16 }}
      series={[
        { key: 'activeUsers', name: translate('app.ops.analytics.active_users') },
        { key: 'newUsers', name: translate('app.ops.analytics.new_users') },
      ]}
      height={260}
      style={style}
    />
  );
}
