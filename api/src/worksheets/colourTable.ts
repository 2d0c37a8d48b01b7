import { formatNumber } from './formatting.ts';
import { line, WARNING, type Sheet } from './pageFrame.ts';
import { emptySwatch, swatch } from './swatch.ts';
import {
  cell,
  layoutColumns,
  rowFrame,
  rowTop,
  ROW_HEIGHT,
  tableHeader,
  CELL_SIZE,
} from './table.ts';
import type { WorksheetBlock } from './types.ts';

/** ΔE (CIEDE2000) above which a thread is marked as not close. */
export const CLOSE_DELTA_E = 5;

// Widths in points; the thread's name takes what the others leave.
const WIDTHS = {
  tick: 16,
  no: 20,
  design: 34,
  thread: 34,
  brand: 84,
  code: 52,
  name: 0,
  deltaE: 66,
  stitches: 50,
  time: 44,
};

const columnsOf = (sheet: Sheet) => layoutColumns(sheet, WIDTHS, 'name');

function row(sheet: Sheet, block: WorksheetBlock, y: number, index: number): void {
  const { labels, lang } = sheet;
  const c = columnsOf(sheet);
  rowFrame(sheet, y, index, c.tick);
  const box = (key: 'design' | 'thread') => ({ x: c[key].x, y: y + 3, w: 26, h: ROW_HEIGHT - 6 });
  cell(sheet, c.no, y, String(block.index));
  swatch(sheet, block.rgb, box('design'));
  const { match } = block;
  if (match) {
    swatch(sheet, match.rgb, box('thread'));
    cell(sheet, c.brand, y, match.brand);
    cell(sheet, c.code, y, match.code);
    cell(sheet, c.name, y, match.name);
    const far = match.deltaE > CLOSE_DELTA_E;
    const value = formatNumber(lang, match.deltaE, 1);
    if (far) cell(sheet, c.deltaE, y, `${value} ${labels.notClose}`, { color: WARNING });
    else cell(sheet, c.deltaE, y, value);
  } else {
    emptySwatch(sheet, box('thread'));
    const span = { x: c.brand.x, y: y + 4, width: c.deltaE.x - c.brand.x - 6 };
    line(sheet, labels.noMatch, span, { size: CELL_SIZE, color: WARNING });
    cell(sheet, c.deltaE, y, '–');
  }
  cell(sheet, c.stitches, y, formatNumber(lang, block.stitches), { align: 'right' });
  cell(sheet, c.time, y, `${formatNumber(lang, block.minutes, 1)} min`, { align: 'right' });
}

/** Draws the colour table's header at `top` and `blocks` below it. */
export function colourTable(sheet: Sheet, blocks: readonly WorksheetBlock[], top: number): void {
  const { columns } = sheet.labels;
  const c = columnsOf(sheet);
  tableHeader(sheet, top, [
    [c.no, '#'],
    [c.design, columns.design],
    [c.thread, columns.thread],
    [c.brand, columns.brand],
    [c.code, columns.code],
    [c.name, columns.name],
    [c.deltaE, 'ΔE'],
    [c.stitches, columns.stitches, 'right'],
    [c.time, columns.time, 'right'],
  ]);
  blocks.forEach((block, i) => row(sheet, block, rowTop(top, i), i));
}
