/** One column of a table as exported: its heading and how to read a row's cell. */
export interface ExportColumn<Row> {
  header: string;
  value: (row: Row) => string | number | boolean | null | undefined;
}

/**
 * The CSV text of a table as it is on screen (papaparse, loaded only when exporting): RFC 4180
 * with CRLF, a BOM for spreadsheets, and cells that would run as formulas prefixed with '.
 */
export async function tableCsv<Row>(
  columns: readonly ExportColumn<Row>[],
  rows: readonly Row[],
): Promise<string> {
  const { default: Papa } = await import('papaparse');
  const body = Papa.unparse(
    {
      fields: columns.map((c) => c.header),
      data: rows.map((row) => columns.map((c) => c.value(row) ?? '')),
    },
    { newline: '\r\n', escapeFormulae: true },
  );
  return `\uFEFF${body}\r\n`;
}

/** A file name for an export: `<base>-<YYYY-MM-DD>.csv`. */
export const exportFileName = (base: string, now = new Date()) =>
  `${base}-${now.toISOString().slice(0, 10)}.csv`;
