import { useTranslate } from 'react-admin';
import type { PerformanceScenario } from '@stickerei/shared/domain';
import { Chart } from '../../charts/Chart.tsx';
import { useChartStyle, type Series } from '../../charts/useChartStyle.ts';

/** Milliseconds per performance scenario: a row each (by its name), a bar per series. */
export function ScenarioBars(props: {
  rows: ReadonlyArray<{ scenario: PerformanceScenario }>;
  series: readonly Series[];
  /** The height a row needs (its bars and the gap). */
  rowHeight: number;
}) {
  const translate = useTranslate();
  const style = useChartStyle();
  const data = props.rows.map((row) => ({
    ...row,
    name: translate(`app.ops.performance.scenario_names.${row.scenario}`),
  }));
  return (
    <Chart
      kind="bar"
      data={data}
      axis={{ rows: 'name', width: 200, unit: ' ms' }}
      series={props.series}
      height={Math.max(220, props.rowHeight * data.length + 60)}
      style={style}
    />
  );
}
