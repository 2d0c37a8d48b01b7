import { colourTable } from './colourTable.ts';
import { designSummary } from './designSummary.ts';
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
import { rowsThatFit } from './table.ts';
import { templatePage } from './templatePage.ts';
import type { WorksheetDesign } from './types.ts';

/**
 * Adds one design's pages: the summary with the start of the colour table, as many pages as the
 * rest of the table needs, then the actual-size template. The page count is known once the
 * summary is drawn, so every footer can say "page k of n".
 * @param png the preview flattened onto white, or null when it could not be read
 * @returns the number of pages added
 */
export async function designWorksheet(
  sheet: Sheet,
  design: WorksheetDesign,
  png: Buffer | null,
): Promise<number> {
  const { labels, width } = sheet;
  addPage(sheet);
  const below = designSummary(sheet, design, png);
  line(
    sheet,
    labels.colourSequence,
    { x: MARGIN, y: below, width: width - 2 * MARGIN },
    { font: 'bold', size: 12 },
  );
  line(
    sheet,
    labels.deltaELegend,
    { x: MARGIN, y: below + 17, width: width - 2 * MARGIN },
    { size: 7.5, color: MUTED },
  );
  const tableTop = below + 32;
  const first = rowsThatFit(sheet, tableTop);
  const rest = rowsThatFit(sheet, CONTENT_TOP);
  const remaining = Math.max(0, design.blocks.length - first);
  const pages = 1 + Math.ceil(remaining / rest) + 1;
  colourTable(sheet, design.blocks.slice(0, first), tableTop);
  footer(sheet, design.name, 1, pages);
  for (let page = 2; page < pages; page++) {
    addPage(sheet);
    const top = pageTitle(sheet, design.name, ` – ${labels.colourSequence} (${labels.continued})`);
    const from = first + (page - 2) * rest;
    colourTable(sheet, design.blocks.slice(from, from + rest), top);
    footer(sheet, design.name, page, pages);
  }
  addPage(sheet);
  await templatePage(sheet, design);
  footer(sheet, design.name, pages, pages);
  return pages;
}
