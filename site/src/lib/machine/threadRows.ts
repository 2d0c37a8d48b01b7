import {
  MAX_STOCK_THREADS,
  type ThreadBrandSummary,
  type ThreadStockItem,
} from '@stickerei/shared/domain';
import { findColour, resolveBrand, stockKey, type ChartIndex } from './threadCodes.ts';

// The rows of a thread CSV (threadCsv.ts reads them) against the charts and the user's stock:
// no papaparse here, so the checks need no CSV parser.

/** One row with a brand and a code, and the line of the file it starts on (1-based). */
export interface CsvRow {
  line: number;
  brand: string;
  code: string;
}

export type CsvProblem =
  | { line: number; kind: 'malformed' }
  | { line: number; kind: 'unknown-brand'; brand: string }
  | { line: number; kind: 'unknown-code'; brand: string; code: string }
  | { line: number; kind: 'duplicate'; brand: string; code: string; firstLine: number }
  | { line: number; kind: 'too-many'; max: number };

/** The chart ids the rows name (the charts whose colours must be loaded to check them). */
export function chartsNamed(
  rows: readonly CsvRow[],
  brands: readonly ThreadBrandSummary[],
): string[] {
  const ids = new Set<string>();
  const seen = new Map<string, string | undefined>();
  for (const row of rows) {
    if (!seen.has(row.brand)) seen.set(row.brand, resolveBrand(row.brand, brands));
    const id = seen.get(row.brand);
    if (id) ids.add(id);
  }
  return [...ids];
}

/** What checking the rows against the charts and the stock gives. */
export interface CheckedRows {
  /** Threads to add, in file order. */
  added: ThreadStockItem[];
  problems: CsvProblem[];
  /** Rows naming a thread the stock has already. */
  already: number;
}

/**
 * Checks read rows: each must name a chart (id or name) and one of its codes; a thread twice in
 * the file is reported at its second line; threads the stock has are counted, not added; beyond
 * `max` threads in all, the remaining rows are reported.
 */
export function checkThreadRows(
  rows: readonly CsvRow[],
  context: {
    brands: readonly ThreadBrandSummary[];
    charts: ReadonlyMap<string, ChartIndex>;
    stock: readonly ThreadStockItem[];
    max?: number;
  },
): CheckedRows {
  const max = context.max ?? MAX_STOCK_THREADS;
  const inStock = new Set(context.stock.map(stockKey));
  const firstLine = new Map<string, number>();
  const brandIds = new Map<string, string | undefined>();
  const result: CheckedRows = { added: [], problems: [], already: 0 };
  for (const row of rows) {
    if (!brandIds.has(row.brand)) brandIds.set(row.brand, resolveBrand(row.brand, context.brands));
    const brand = brandIds.get(row.brand);
    const chart = brand ? context.charts.get(brand) : undefined;
    if (!brand || !chart) {
      result.problems.push({ line: row.line, kind: 'unknown-brand', brand: row.brand });
      continue;
    }
    const colour = findColour(chart, row.code);
    if (!colour) {
      result.problems.push({
        line: row.line,
        kind: 'unknown-code',
        brand: chart.name,
        code: row.code,
      });
      continue;
    }
    const item = { brand, code: colour.code };
    const key = stockKey(item);
    const earlier = firstLine.get(key);
    if (earlier !== undefined) {
      result.problems.push({
        line: row.line,
        kind: 'duplicate',
        brand: chart.name,
        code: colour.code,
        firstLine: earlier,
      });
      continue;
    }
    firstLine.set(key, row.line);
    if (inStock.has(key)) {
      result.already++;
    } else if (context.stock.length + result.added.length >= max) {
      result.problems.push({ line: row.line, kind: 'too-many', max });
    } else {
      result.added.push(item);
    }
  }
  return result;
}
