import type {
  ThreadBrand,
  ThreadBrandSummary,
  ThreadChartColor,
  ThreadStockItem,
} from '@stickerei/shared/domain';

/** A chart with its colours findable by code, as the user may type or paste them. */
export interface ChartIndex {
  id: string;
  name: string;
  colors: readonly ThreadChartColor[];
  /** Upper-case code → colour. */
  byCode: ReadonlyMap<string, ThreadChartColor>;
  /** Numeric code without leading zeros → colour, only where that is unambiguous. */
  byNumber: ReadonlyMap<string, ThreadChartColor>;
}

const normal = (code: string) => code.trim().toUpperCase();
const withoutZeros = (code: string) => code.replace(/^0+(?=\d)/, '');

/** Indexes a chart's colours by code. */
export function chartIndex(chart: ThreadBrand): ChartIndex {
  const byCode = new Map<string, ThreadChartColor>();
  const byNumber = new Map<string, ThreadChartColor | null>();
  for (const color of chart.colors) {
    const code = normal(color.code);
    byCode.set(code, color);
    if (!/^\d+$/.test(code)) continue;
    const number = withoutZeros(code);
    // Two codes that differ only in leading zeros: a number alone cannot tell them apart.
    byNumber.set(number, byNumber.has(number) ? null : color);
  }
  const numbers = new Map<string, ThreadChartColor>();
  for (const [number, color] of byNumber) if (color) numbers.set(number, color);
  return { id: chart.id, name: chart.name, colors: chart.colors, byCode, byNumber: numbers };
}

/**
 * The colour a typed code names: the same code in any case, or — since spreadsheets drop
 * leading zeros ("0015" becomes 15) — the one numeric code with those digits.
 */
export function findColour(index: ChartIndex, typed: string): ThreadChartColor | undefined {
  const code = normal(typed);
  if (!code) return undefined;
  return (
    index.byCode.get(code) ??
    (/^\d+$/.test(code) ? index.byNumber.get(withoutZeros(code)) : undefined)
  );
}

/** The key of a thread in a set of threads. */
export const stockKey = (item: ThreadStockItem) => `${item.brand}\u0000${item.code}`;

const plain = (text: string) =>
  text
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, ' ');

/**
 * The chart a user names: its id, its name or "brand name", in any case and spacing; or a brand
 * that has only one chart.
 * @returns the chart's id, or undefined when no chart (or several of a brand) has that name
 */
export function resolveBrand(
  named: string,
  brands: readonly ThreadBrandSummary[],
): string | undefined {
  const wanted = plain(named);
  if (!wanted) return undefined;
  const hit = brands.find(
    (b) =>
      plain(b.id) === wanted ||
      plain(b.name) === wanted ||
      plain(`${b.brand} ${b.name}`) === wanted,
  );
  if (hit) return hit.id;
  const ofBrand = brands.filter((b) => plain(b.brand) === wanted);
  return ofBrand.length === 1 ? ofBrand[0]?.id : undefined;
}

/**
 * Colours of a chart whose code or name contains `query` (codes that start with it first), in
 * chart order otherwise.
 */
export function searchColours(index: ChartIndex, query: string): ThreadChartColor[] {
  const wanted = query.trim().toLowerCase();
  if (!wanted) return [...index.colors];
  const starts: ThreadChartColor[] = [];
  const contains: ThreadChartColor[] = [];
  for (const color of index.colors) {
    const code = color.code.toLowerCase();
    if (code.startsWith(wanted)) starts.push(color);
    else if (code.includes(wanted) || color.name.toLowerCase().includes(wanted)) {
      contains.push(color);
    }
  }
  return [...starts, ...contains];
}
