import { formatDate } from './formatting.ts';
import type { WorksheetLabels } from './labels.ts';
import type { FontName } from './fonts.ts';
import type { Paper, WorksheetLanguage } from './types.ts';

/** Page sizes in points (ISO 216 A4; US Letter 8.5 × 11 in). */
export const PAPER_SIZES: Record<Paper, { width: number; height: number }> = {
  a4: { width: 595.28, height: 841.89 },
  letter: { width: 612, height: 792 },
};

/** Half an inch on every side: inside what office printers can print. */
export const MARGIN = 36;
/** The footer's baseline box starts this far above the page's bottom edge. */
const FOOTER_FROM_BOTTOM = 28;
export const INK = '#1d1d1f';
export const MUTED = '#6e6e73';
export const RULE = '#c7c7cc';
export const WARNING = '#c2410c';

/** What every page of one worksheet shares: the document, the paper, the words. */
export interface Sheet {
  doc: PDFKit.PDFDocument;
  paper: Paper;
  lang: WorksheetLanguage;
  labels: WorksheetLabels;
  generatedAt: Date;
  width: number;
  height: number;
  /** Lowest y content may reach (the footer sits below). */
  bottom: number;
}

/** Starts a page; pdfkit's own margins are 0 so it never breaks pages by itself. */
export function addPage(sheet: Sheet): void {
  sheet.doc.addPage({ size: [sheet.width, sheet.height], margin: 0 });
}

/** Where content starts below a page's title and its rule. */
export const CONTENT_TOP = MARGIN + 42;

/**
 * Title of a worksheet page, bold, with a rule under it; a long `title` is shortened so that
 * `suffix` (" – Actual-size template") always shows.
 * @returns where content starts below it
 */
export function pageTitle(sheet: Sheet, title: string, suffix = ''): number {
  const { doc, width } = sheet;
  doc.font('bold').fontSize(18);
  const room = width - 2 * MARGIN - doc.widthOfString(suffix);
  const text = `${fitText(doc, title, room)}${suffix}`;
  line(
    sheet,
    text,
    { x: MARGIN, y: MARGIN, width: width - 2 * MARGIN },
    { font: 'bold', size: 18 },
  );
  const ruleY = CONTENT_TOP - 12;
  doc
    .moveTo(MARGIN, ruleY)
    .lineTo(width - MARGIN, ruleY)
    .lineWidth(0.75)
    .strokeColor(RULE)
    .stroke();
  return CONTENT_TOP;
}

/** Writes one line of text, cut with an ellipsis to `width`. */
export function line(
  sheet: Sheet,
  text: string,
  at: { x: number; y: number; width: number },
  style: {
    font?: FontName;
    size?: number;
    color?: string;
    align?: 'left' | 'right' | 'center';
  } = {},
): void {
  const { doc } = sheet;
  doc
    .font(style.font ?? 'regular')
    .fontSize(style.size ?? 9)
    .fillColor(style.color ?? INK);
  doc.text(fitText(doc, text, at.width), at.x, at.y, {
    width: at.width,
    align: style.align ?? 'left',
    lineBreak: false,
  });
}

/** `text`, shortened with "…" until it is at most `width` wide in the current font. */
export function fitText(doc: PDFKit.PDFDocument, text: string, width: number): string {
  if (doc.widthOfString(text) <= width) return text;
  let [low, high] = [0, text.length];
  while (low < high) {
    const mid = Math.ceil((low + high) / 2);
    if (doc.widthOfString(`${text.slice(0, mid).trimEnd()}…`) <= width) low = mid;
    else high = mid - 1;
  }
  return `${text.slice(0, low).trimEnd()}…`;
}

/** The footer: "Stickerei · date", what the page belongs to, "Page k of n". */
export function footer(sheet: Sheet, title: string, page: number, pages: number): void {
  const { doc, width, height, lang, labels } = sheet;
  const y = height - FOOTER_FROM_BOTTOM;
  const third = (width - 2 * MARGIN) / 3;
  doc
    .moveTo(MARGIN, y - 6)
    .lineTo(width - MARGIN, y - 6)
    .lineWidth(0.5)
    .strokeColor(RULE)
    .stroke();
  const style = { size: 7.5, color: MUTED };
  line(
    sheet,
    `Stickerei · ${formatDate(lang, sheet.generatedAt)}`,
    { x: MARGIN, y, width: third },
    style,
  );
  line(sheet, title, { x: MARGIN + third, y, width: third }, { ...style, align: 'center' });
  line(
    sheet,
    labels.page(page, pages),
    { x: MARGIN + 2 * third, y, width: third },
    {
      ...style,
      align: 'right',
    },
  );
}
