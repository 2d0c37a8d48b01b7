import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import type { FrameStyle, Series } from './useChartStyle.ts';

/** Days along the bottom (their label also in the tooltip), whole counts up the side. */
export interface DayAxis {
  days: (day: string) => string;
  /** The least room between two day labels (recharts' default otherwise). */
  minTickGap?: number;
}

/** Horizontal bars: one row per record, named by its `rows` key, values along the bottom. */
export interface RowAxis {
  rows: string;
  /** Room for the row names. */
  width: number;
  unit?: string;
  wholeNumbers?: boolean;
}

// The axes as direct children of the chart (recharts reads them from there).
function axes(axis: DayAxis | RowAxis, tick: FrameStyle['axis']) {
  if ('rows' in axis) {
    return [
      <XAxis
        key="x"
        type="number"
        allowDecimals={axis.wholeNumbers ? false : undefined}
        tick={tick}
        unit={axis.unit}
      />,
      <YAxis key="y" type="category" dataKey={axis.rows} width={axis.width} tick={tick} />,
    ];
  }
  return [
    <XAxis
      key="x"
      dataKey="day"
      tickFormatter={(day: string) => axis.days(day)}
      tick={tick}
      minTickGap={axis.minTickGap}
    />,
    <YAxis key="y" allowDecimals={false} tick={tick} />,
  ];
}

/**
 * A chart of the admin: lines or bars (stacked by `stackId`), one per series in the style's
 * colours, over days or over named rows, with grid, tooltip and legend.
 */
export function Chart(props: {
  kind: 'line' | 'bar';
  data: readonly object[];
  axis: DayAxis | RowAxis;
  series: readonly Series[];
  height: number;
  style: FrameStyle;
  curve?: 'linear' | 'monotone';
  legend?: boolean;
  marginLeft?: number;
  /** Grow the lines or bars in; they are drawn at once otherwise. */
  animate?: boolean;
}) {
  const { axis, style, legend = true } = props;
  const byRow = 'rows' in axis;
  const Frame = props.kind === 'line' ? LineChart : BarChart;
  const margin = { top: 8, right: 16, bottom: 8, left: props.marginLeft ?? (byRow ? 8 : 0) };
  const dayLabel = 'days' in axis ? (day: unknown) => axis.days(String(day)) : undefined;
  return (
    <ResponsiveContainer width="100%" height={props.height}>
      <Frame data={[...props.data]} layout={byRow ? 'vertical' : undefined} margin={margin}>
        <CartesianGrid stroke={style.grid} strokeDasharray="3 3" />
        {axes(axis, style.axis)}
        <Tooltip {...style.tooltip} labelFormatter={dayLabel} />
        {legend && <Legend />}
        {props.series.map((s, i) => {
          const series = {
            dataKey: s.key,
            name: s.name,
            isAnimationActive: props.animate ?? false,
          };
          return props.kind === 'line' ? (
            <Line
              key={s.key}
              {...series}
              type={props.curve}
              stroke={style.colour(i)}
              dot={false}
              strokeWidth={2}
            />
          ) : (
            <Bar key={s.key} {...series} stackId={s.stackId} fill={style.colour(i)} />
          );
        })}
      </Frame>
    </ResponsiveContainer>
  );
}
