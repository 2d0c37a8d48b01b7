import { chartData } from './chartData.ts';
import { threadChart, type ThreadColorRef } from './threadChart.ts';

/**
 * A catalogue code in the form lookups compare: trimmed, upper case, and without leading
 * zeros when it is a number, so '0015', '015' and '15' are the same Isacord thread.
 */
export function normaliseThreadCode(code: string): string {
  const clean = code.trim().toUpperCase();
  return /^\d+$/.test(clean) ? clean.replace(/^0+(?=\d)/, '') : clean;
}

const byCode = new Map<string, Map<string, ThreadColorRef>>();

function codeIndex(chartId: string): Map<string, ThreadColorRef> {
  let index = byCode.get(chartId);
  if (!index) {
    index = new Map();
    for (const color of threadChart(chartId)?.colors ?? []) {
      const key = normaliseThreadCode(color.code);
      // Two codes that read the same (e.g. '010' and '10'): the first in the chart wins.
      if (!index.has(key)) index.set(key, color);
    }
    byCode.set(chartId, index);
  }
  return index;
}

/** Chart ids by chart id, chart name or brand name (a brand's charts in chart-name order). */
function chartIdsFor(brandOrChartId: string): string[] {
  const wanted = brandOrChartId.trim().toLowerCase();
  const chart = chartData.find(
    (source) => source.id === wanted || source.name.toLowerCase() === wanted,
  );
  if (chart) return [chart.id];
  return chartData
    .filter((source) => source.brand.toLowerCase() === wanted)
    .sort((a, b) => a.name.localeCompare(b.name, 'en'))
    .map((source) => source.id);
}

/**
 * Resolves a stock entry `{ brand, code }` to its colour. `brand` is a chart id (exact, e.g.
 * 'madeira-polyneon') or a chart's name ('Madeira Polyneon'); a brand name (e.g. 'Madeira') is also accepted and searches that
 * brand's charts in name order, taking the first that has the code.
 * @param brandOrChartId a chart id, or a brand name
 * @param code the catalogue code; leading zeros and case do not matter
 * @returns the colour, or undefined when no chart of that id or brand has the code
 */
export function findThread(brandOrChartId: string, code: string): ThreadColorRef | undefined {
  const key = normaliseThreadCode(code);
  for (const chartId of chartIdsFor(brandOrChartId)) {
    const color = codeIndex(chartId).get(key);
    if (color) return color;
  }
  return undefined;
}
