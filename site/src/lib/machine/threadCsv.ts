import type { ThreadStockItem } from '@stickerei/shared/domain';
import Papa from 'papaparse';
import { findColour, type ChartIndex } from './threadCodes.ts';
import type { CsvProblem, CsvRow } from './threadRows.ts';

// CSV import and export of the user's threads (docs/machine.md): columns brand and code, a
// header row optional, read in the browser; bad rows are reported by line (threadRows.ts checks
// them), good ones kept.

export { checkThreadRows, chartsNamed, type CsvProblem, type CsvRow } from './threadRows.ts';

const BRAND_HEADERS = new Set(['brand', 'chart', 'marke', 'hersteller', 'farbkarte']);
const CODE_HEADERS = new Set([
  'code',
  'number',
  'nummer',
  'farbnummer',
  'colour code',
  'color code',
]);

/** The brand and code columns when `cells` is a header row, else null. */
function headerColumns(cells: readonly string[]): { brand: number; code: number } | null {
  const names = cells.map((cell) => cell.trim().toLowerCase());
  const brand = names.findIndex((name) => BRAND_HEADERS.has(name));
  const code = names.findIndex((name) => CODE_HEADERS.has(name));
  if (brand < 0 && code < 0) return null;
  return {
    brand: brand >= 0 ? brand : code === 0 ? 1 : 0,
    code: code >= 0 ? code : brand === 1 ? 0 : 1,
  };
}

const newlines = (cells: readonly string[]) =>
  cells.reduce((sum, cell) => sum + (cell.match(/\r\n|\r|\n/g)?.length ?? 0), 0);

/**
 * The delimiter most of the first lines use: comma, semicolon (spreadsheets in German) or tab.
 * Papaparse's own guess gives up on a file where one line lacks its second column.
 */
export function guessDelimiter(text: string): string {
  const lines = text
    .split(/\r\n|\r|\n/)
    .filter((line) => line.trim())
    .slice(0, 50);
  let best = ',';
  let most = 0;
  for (const candidate of [',', ';', '\t']) {
    const count = lines.filter((line) => line.includes(candidate)).length;
    if (count > most) [best, most] = [candidate, count];
  }
  return best;
}

/**
 * Reads a CSV of threads: the delimiter is guessed (comma, semicolon, tab), a first row naming
 * the columns is used to find them (else brand is the first column and code the second), empty
 * lines are skipped, rows without both values are reported as malformed.
 */
export function readThreadCsv(text: string): { rows: CsvRow[]; problems: CsvProblem[] } {
  const body = text.replace(/^\uFEFF/, '');
  const parsed = Papa.parse<string[]>(body, {
    delimiter: guessDelimiter(body),
    skipEmptyLines: false,
  });
  const broken = new Set(parsed.errors.map((error) => error.row));
  const rows: CsvRow[] = [];
  const problems: CsvProblem[] = [];
  let columns: { brand: number; code: number } | null = null;
  let line = 1;
  let first = true;
  parsed.data.forEach((cells, index) => {
    const at = line;
    // A quoted field may hold line breaks: the next row starts that many lines further down.
    line += 1 + newlines(cells);
    if (cells.every((cell) => !cell.trim())) return;
    if (first) {
      first = false;
      columns = headerColumns(cells);
      if (columns) return;
    }
    const brand = cells[columns?.brand ?? 0]?.trim() ?? '';
    const code = cells[columns?.code ?? 1]?.trim() ?? '';
    if (broken.has(index) || !brand || !code) problems.push({ line: at, kind: 'malformed' });
    else rows.push({ line: at, brand, code });
  });
  return { rows, problems };
}

/**
 * The user's threads as CSV (RFC 4180, CRLF): `brand,code,name`, brand as the chart id so the
 * file imports again unchanged; cells a spreadsheet would run as formulas are quoted safe.
 */
export function threadCsv(
  items: readonly ThreadStockItem[],
  charts: ReadonlyMap<string, ChartIndex>,
): string {
  const rows = items.map((item) => {
    const chart = charts.get(item.brand);
    const name = chart ? (findColour(chart, item.code)?.name ?? '') : '';
    return [item.brand, item.code, name];
  });
  return `${Papa.unparse([['brand', 'code', 'name'], ...rows], { newline: '\r\n', escapeFormulae: true })}\r\n`;
}
