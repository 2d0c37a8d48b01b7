import { formatNumber } from './formatting.ts';
import {
  addPage,
  CONTENT_TOP,
  footer,
  line,
  MARGIN,
  MUTED,
  pageTitle,
  type Sheet,
} from './pageFrame.ts';
import { swatch } from './swatch.ts';
import {
  cell,
  layoutColumns,
  rowFrame,
  rowsThatFit,
  rowTop,
  ROW_HEIGHT,
  tableHeader,
} from './table.ts';
import type { ShoppingItem } from './types.ts';

const WIDTHS = { tick: 16, swatch: 40, brand: 130, code: 70, name: 0, designs: 60 };
/** The table starts this far below the title's rule (the lead line sits between). */
const TABLE_OFFSET = 22;

function table(sheet: Sheet, items: readonly ShoppingItem[], top: number): void {
  const { labels, lang } = sheet;
  const c = layoutColumns(sheet, WIDTHS, 'name');
  tableHeader(sheet, top, [
    [c.brand, labels.columns.brand],
    [c.code, labels.columns.code],
    [c.name, labels.columns.name],
    [c.designs, labels.shoppingDesigns, 'right'],
  ]);
  items.forEach((item, i) => {
    const y = rowTop(top, i);
    rowFrame(sheet, y, i, c.tick);
    swatch(sheet, item.rgb, { x: c.swatch.x, y: y + 3, w: 30, h: ROW_HEIGHT - 6 });
    cell(sheet, c.brand, y, item.brand);
    cell(sheet, c.code, y, item.code);
    cell(sheet, c.name, y, item.name);
    cell(sheet, c.designs, y, formatNumber(lang, item.designs), { align: 'right' });
  });
}

/**
 * Adds the "Threads to buy" pages: title, a line saying what they are, a table with a box to
 * tick per thread (or a line saying there is nothing to buy).
 * @returns the number of pages added
 */
export function shoppingListPages(sheet: Sheet, items: readonly ShoppingItem[]): number {
  const { labels } = sheet;
  const perPage = rowsThatFit(sheet, CONTENT_TOP + TABLE_OFFSET);
  const pages = Math.max(1, Math.ceil(items.length / perPage));
  for (let page = 1; page <= pages; page++) {
    addPage(sheet);
    const continued = page > 1 ? ` (${labels.continued})` : '';
    const top = pageTitle(sheet, `${labels.shoppingTitle}${continued}`);
    const lead = { x: MARGIN, y: top, width: sheet.width - 2 * MARGIN };
    line(sheet, labels.shoppingLead, lead, { size: 9.5, color: MUTED });
    const below = { ...lead, y: top + TABLE_OFFSET };
    if (items.length === 0) line(sheet, labels.shoppingEmpty, below, { size: 10 });
    else table(sheet, items.slice((page - 1) * perPage, page * perPage), below.y);
    footer(sheet, labels.shoppingTitle, page, pages);
  }
  return pages;
}
