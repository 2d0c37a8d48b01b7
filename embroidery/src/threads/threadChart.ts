import { chartData, type ChartSource } from './chartData.ts';

/** One colour of a manufacturer's thread chart. */
export interface ThreadColor {
  /** The catalogue code as the chart writes it, e.g. '1610' or 'S001'. */
  readonly code: string;
  /** The colour's name on the chart; '' when the chart gives none. */
  readonly name: string;
  /** sRGB as 0xRRGGBB. */
  readonly rgb: number;
}

/** A colour together with the chart it belongs to, as stock lists and matching use it. */
export type ThreadColorRef = ThreadColor & { readonly brand: string; readonly chartId: string };

/** A thread chart: one product line of one brand, e.g. Madeira Polyneon. */
export interface ThreadChart {
  /** Stable kebab-case id, e.g. 'madeira-polyneon'. */
  readonly id: string;
  /** The name users know it by, e.g. 'Madeira Polyneon'. */
  readonly name: string;
  /** The manufacturer's brand, e.g. 'Madeira'. */
  readonly brand: string;
  readonly colors: readonly ThreadColorRef[];
}

/** A chart without its colours, for lists. */
export interface ThreadChartSummary {
  readonly id: string;
  readonly name: string;
  readonly brand: string;
  /** How many colours the chart has. */
  readonly colors: number;
}

let sources: Map<string, ChartSource> | undefined;
const parsed = new Map<string, ThreadChart>();

// One colour a line: `rrggbb code name`; the code has no spaces, the name may be empty.
function parseColors(source: ChartSource): ThreadColorRef[] {
  return source.colors
    .split('\n')
    .filter((line) => line !== '')
    .map((line) => {
      const end = line.indexOf(' ', 7);
      return Object.freeze({
        code: end < 0 ? line.slice(7) : line.slice(7, end),
        name: end < 0 ? '' : line.slice(end + 1),
        rgb: parseInt(line.slice(0, 6), 16),
        brand: source.brand,
        chartId: source.id,
      });
    });
}

function load(source: ChartSource): ThreadChart {
  let chart = parsed.get(source.id);
  if (!chart) {
    const colors = Object.freeze(parseColors(source));
    chart = Object.freeze({ id: source.id, name: source.name, brand: source.brand, colors });
    parsed.set(source.id, chart);
  }
  return chart;
}

/** Every thread chart with its colour count, sorted by name. */
export function threadCharts(): ThreadChartSummary[] {
  return chartData
    .map(({ id, name, brand, colors }) => {
      // Counting lines is enough here; the colours are parsed when a chart is asked for.
      const count = parsed.get(id)?.colors.length ?? colors.split('\n').filter(Boolean).length;
      return { id, name, brand, colors: count };
    })
    .sort((a, b) => a.name.localeCompare(b.name, 'en'));
}

/**
 * One thread chart with its colours in chart order.
 * @param id the chart's id, e.g. 'isacord-polyester'
 * @returns the chart, or undefined for an unknown id
 */
export function threadChart(id: string): ThreadChart | undefined {
  sources ??= new Map(chartData.map((source) => [source.id, source]));
  const source = sources.get(id);
  return source && load(source);
}

/**
 * The colours of one chart, each carrying its brand and chart id: the candidates to match
 * a design's colours against.
 * @param id the chart's id
 * @returns the colours, or [] for an unknown id
 */
export function chartColors(id: string): readonly ThreadColorRef[] {
  return threadChart(id)?.colors ?? [];
}
