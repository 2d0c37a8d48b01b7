import { useTheme } from '@mui/material';

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

/** Colours, axis and tooltip styles of the charts for the current theme. */
export function useChartStyle() {
  const theme = useTheme();
  const dark = theme.palette.mode === 'dark';
  return {
    colours: dark ? DARK : LIGHT,
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
