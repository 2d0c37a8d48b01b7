import type { ThreadStockItem } from '@stickerei/shared/domain';
import { findColour, stockKey, type ChartIndex } from './threadCodes.ts';

/** What pasting codes for one chart gives. */
export interface PastedCodes {
  /** Threads to add, in the order pasted (each once, none already in the stock). */
  added: ThreadStockItem[];
  /** Codes the chart does not have, as typed (each once). */
  unknown: string[];
  /** How many named a thread the stock has already. */
  already: number;
}

/** The codes of a pasted text: one per line or separated by commas, semicolons or tabs. */
export function splitCodes(text: string): string[] {
  return text
    .split(/[\r\n,;\t]+/)
    .map((code) => code.trim())
    .filter(Boolean);
}

/**
 * Reads pasted codes of one chart: known ones become threads to add, unknown ones are reported,
 * repeats and threads already in `stock` are left out.
 */
export function pasteCodes(
  text: string,
  chart: ChartIndex,
  stock: readonly ThreadStockItem[],
): PastedCodes {
  const inStock = new Set(stock.map(stockKey));
  const seen = new Set<string>();
  const result: PastedCodes = { added: [], unknown: [], already: 0 };
  const unknown = new Set<string>();
  for (const typed of splitCodes(text)) {
    const colour = findColour(chart, typed);
    if (!colour) {
      if (!unknown.has(typed.toUpperCase())) result.unknown.push(typed);
      unknown.add(typed.toUpperCase());
      continue;
    }
    const item = { brand: chart.id, code: colour.code };
    const key = stockKey(item);
    if (inStock.has(key)) {
      if (!seen.has(key)) result.already++;
      seen.add(key);
      continue;
    }
    if (seen.has(key)) continue;
    seen.add(key);
    result.added.push(item);
  }
  return result;
}
