import { useLocaleState, useTranslate } from 'react-admin';
import type { EventMetrics } from '@stickerei/shared/domain';
import { Chart } from '../../charts/Chart.tsx';
import { useChartStyle } from '../../charts/useChartStyle.ts';
import { formatDay } from '../lib/format.ts';

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
  const series = metrics.types.map((type) => ({
    key: type,
    name: translate(`app.ops.event_types.${type}`, { _: type }),
    stackId: 'events',
  }));
  return (
    <Chart
      kind="bar"
      data={metrics.days.map((d) => ({ day: d.day, ...d.counts }))}
      axis={{ days: (day) => formatDay(day, locale), minTickGap: 16 }}
      series={series}
      height={height}
      style={style}
    />
  );
}
