import { useTranslate } from 'react-admin';
import type { UserAnalyticsRow } from '@stickerei/shared/domain';
import { Chart } from '../../charts/Chart.tsx';
import { useChartStyle } from '../../charts/useChartStyle.ts';
import { shortId } from '../lib/format.ts';

const COUNTS = ['uploads', 'downloads', 'favorites', 'redemptions', 'searches'] as const;

/** Activity counts of the users shown in the table, one stacked bar each. */
export default function UserBars({ rows }: { rows: readonly UserAnalyticsRow[] }) {
  const translate = useTranslate();
  const style = useChartStyle();
  const data = rows.map((r) => ({ ...r, label: shortId(r.email ?? r.username ?? r.userId) }));
  const series = COUNTS.map((key) => ({
    key,
    name: translate(`app.ops.analytics.columns.${key}`),
    stackId: 'a',
  }));
  return (
    <Chart
      kind="bar"
      data={data}
      axis={{ rows: 'label', width: 170, wholeNumbers: true }}
      series={series}
      height={Math.max(160, 28 * data.length + 60)}
      style={style}
    />
  );
}
