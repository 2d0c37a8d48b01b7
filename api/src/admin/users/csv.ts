/** A cell of a CSV line: text, a number, or nothing. */
export type CsvValue = string | number | null | undefined;

/** Line end of RFC 4180. */
export const CSV_EOL = '\r\n';
/** The UTF-8 byte order mark: Excel reads the file as UTF-8 only with it (docs/admin.md). */
export const CSV_BOM = '\uFEFF';

// Text a spreadsheet would run as a formula: = + - @ and the tab and carriage return some
// programs treat alike (OWASP "CSV injection").
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One field, RFC 4180: quoted (inner quotes doubled) when it holds a comma, quote, CR or LF.
 * Text starting like a formula gets a leading apostrophe, so a spreadsheet shows it as text.
 */
export function csvField(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One CSV line with its CRLF. */
export const csvLine = (values: readonly CsvValue[]) => values.map(csvField).join(',') + CSV_EOL;
