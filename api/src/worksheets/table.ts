import { line, MARGIN, MUTED, RULE, type Sheet } from './pageFrame.ts';

export const ROW_HEIGHT = 17;
export const HEADER_HEIGHT = 16;
/** Text size of table cells. */
export const CELL_SIZE = 8.5;

export interface Column {
  x: number;
  width: number;
}

/**
 * Lays columns out left to right across the page's content width, in the order of `widths`;
 * `flex` gets whatever width the others leave.
 */
export function layoutColumns<K extends string>(
  sheet: Sheet,
  widths: Record<K, number>,
  flex: NoInfer<K>,
): Record<K, Column> {
  const keys = Object.keys(widths) as K[];
  const fixed = keys.reduce((sum, key) => sum + (key === flex ? 0 : widths[key]), 0);
  const columns = {} as Record<K, Column>;
  let x = MARGIN;
  for (const key of keys) {
    const width = key === flex ? sheet.width - 2 * MARGIN - fixed : widths[key];
    columns[key] = { x, width };
    x += width;
  }
  return columns;
}

/** How many rows fit below a table header that starts at `top`. */
export function rowsThatFit(sheet: Sheet, top: number): number {
  return Math.max(1, Math.floor((sheet.bottom - top - HEADER_HEIGHT) / ROW_HEIGHT));
}

/** The header row: small bold grey labels over a rule. */
export function tableHeader(
  sheet: Sheet,
  top: number,
  cells: Array<[column: Column, text: string, align?: 'left' | 'right']>,
): void {
  for (const [column, text, align] of cells) {
    line(
      sheet,
      text,
      { x: column.x, y: top + 3, width: column.width - 6 },
      { font: 'bold', size: 7.5, color: MUTED, align: align ?? 'left' },
    );
  }
  const { doc } = sheet;
  const y = top + HEADER_HEIGHT - 1;
  doc
    .moveTo(MARGIN, y)
    .lineTo(sheet.width - MARGIN, y)
    .lineWidth(0.75)
    .strokeColor(RULE)
    .stroke();
}

/** The y of row `index` of a table whose header starts at `top`. */
export function rowTop(top: number, index: number): number {
  return top + HEADER_HEIGHT + index * ROW_HEIGHT;
}

/** A row's background (every other one shaded) and the box to tick when done, in `tick`. */
export function rowFrame(sheet: Sheet, y: number, index: number, tick: Column): void {
  const { doc } = sheet;
  if (index % 2 === 1) doc.rect(MARGIN, y, sheet.width - 2 * MARGIN, ROW_HEIGHT).fill('#f2f2f7');
  doc
    .rect(tick.x + 3, y + 4.5, 8, 8)
    .lineWidth(0.6)
    .stroke('#8e8e93');
}

/** One cell's text, cut to the column. */
export function cell(
  sheet: Sheet,
  column: Column,
  y: number,
  text: string,
  style: { align?: 'left' | 'right'; color?: string } = {},
): void {
  line(
    sheet,
    text,
    { x: column.x, y: y + 4, width: column.width - 6 },
    { size: CELL_SIZE, ...style },
  );
}
