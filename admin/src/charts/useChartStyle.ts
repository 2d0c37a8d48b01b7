import { useTheme } from '@mui/material';
import type { CSSProperties } from 'react';

// Series colours that stay apart in both themes (the brand orange first).
const LIGHT = [
  '#b94a0b',
  '#1f6fb2',
  '#2e8540',
  '#8a3fb0',
  '#c0392b',
  '#0f8f86',
  '#9c6b00',
  '#5f5248',
  '#d02a9a',
  '#4a5cc4',
];
const DARK = [
  '#ff9a52',
  '#7cc0ff',
  '#86d08c',
  '#d3a4f0',
  '#ff8a80',
  '#5fd6cc',
  '#f2c14e',
  '#cbbcaf',
  '#f59ad6',
  '#a8b4ff',
];

/** How a chart looks: its series' colours, grid lines, axis labels, tooltip. */
export interface FrameStyle {
  /** The colour of the index-th series. */
  colour: (index: number) => string;
  grid: string;
  /** The axis labels' text: filled, or outlined. */
  axis: { fill?: string; stroke?: string; fontSize: number };
  tooltip: { contentStyle: CSSProperties; labelStyle?: CSSProperties };
}

/** One series of a chart: its value key and legend name (bars of a stack share `stackId`). */
export interface Series {
  key: string;
  name: string;
  stackId?: string;
}

/** Colours, axis and tooltip styles of the charts for the current theme. */
export function useChartStyle(): FrameStyle {
  const theme = useTheme();
  const palette = theme.palette.mode === 'dark' ? DARK : LIGHT;
  return {
    // They repeat after the tenth.
    colour: (index: number) => palette[index % palette.length] ?? '',
    grid: theme.palette.divider,
    axis: { fill: theme.palette.text.secondary, fontSize: 12 },
    tooltip: {
      contentStyle: {
        background: theme.palette.background.paper,
        border: `1px solid ${theme.palette.divider}`,
      },
      labelStyle: { color: theme.palette.text.primary },
    },
  };
}
