import { PassThrough, type Readable } from 'node:stream';
import PDFDocument from 'pdfkit';
import sharp from 'sharp';
import { designWorksheet } from './designWorksheet.ts';
import { useWorksheetFonts } from './fonts.ts';
import { WORKSHEET_LABELS } from './labels.ts';
import { addPage, footer, line, MARGIN, PAPER_SIZES, type Sheet } from './pageFrame.ts';
import { shoppingListPages } from './shoppingListPage.ts';
import type { WorksheetDesign, WorksheetOptions } from './types.ts';

/** Bytes the returned stream holds before the next design is asked for (about a few designs). */
const BUFFERED_BYTES = 1 << 20;

/**
 * Renders printable worksheets, one after the other, as one PDF stream: per design a summary
 * page with the colour sequence (continued on more pages when long) and an actual-size template;
 * then, when `options.shoppingList` is given, the threads to buy.
 *
 * Streaming: the stream is returned at once and designs are taken from `designs` one at a time,
 * each when the one before has been written and the stream holds less than about 1 MiB, so the
 * caller can load design N+1 while the bytes of design N flow out (an async generator that
 * reads the database is the intended source). Destroying the stream stops the iteration
 * (`return()` is called); an error thrown by `designs` destroys the stream with that error.
 * Nothing is buffered beyond one design's pages and the font subsets written at the end.
 * @param designs the designs in print order
 * @param options language, paper, date, optional shopping list
 * @returns the PDF's bytes
 */
export function renderWorksheets(
  designs: AsyncIterable<WorksheetDesign> | Iterable<WorksheetDesign>,
  options: WorksheetOptions,
): Readable {
  const out = new PassThrough({ highWaterMark: BUFFERED_BYTES });
  write(designs, options, out).catch((error: unknown) => out.destroy(error as Error));
  return out;
}

function openDocument(options: WorksheetOptions, out: PassThrough): Sheet {
  const generatedAt = options.generatedAt ?? new Date();
  const labels = WORKSHEET_LABELS[options.lang];
  const doc = new PDFDocument({
    autoFirstPage: false,
    // No standard-14 font at all: every text is set in the embedded Noto Sans.
    font: null as unknown as string,
    lang: options.lang === 'de' ? 'de-DE' : 'en',
    info: {
      Title: 'Stickerei worksheet',
      Creator: 'Stickerei',
      Producer: 'Stickerei',
      CreationDate: generatedAt,
    },
  });
  useWorksheetFonts(doc);
  doc.on('data', (chunk: Uint8Array) => {
    if (!out.destroyed) out.write(chunk);
  });
  doc.on('end', () => {
    if (!out.destroyed) out.end();
  });
  const { width, height } = PAPER_SIZES[options.paper];
  return {
    doc,
    paper: options.paper,
    lang: options.lang,
    labels,
    generatedAt,
    width,
    height,
    bottom: height - 44,
  };
}

async function write(
  designs: AsyncIterable<WorksheetDesign> | Iterable<WorksheetDesign>,
  options: WorksheetOptions,
  out: PassThrough,
): Promise<void> {
  const sheet = openDocument(options, out);
  let pages = 0;
  for await (const design of designs) {
    if (out.destroyed) return;
    const preview = await paperPreview(design.previewPng);
    pages += await designWorksheet(sheet, design, preview);
    // Write the design's last page now rather than when the next design's first page begins.
    sheet.doc.flushPages();
    if (out.writableNeedDrain) await drained(out);
    if (out.destroyed) return;
  }
  const { shoppingList } = options;
  if (shoppingList) pages += shoppingListPages(sheet, shoppingList);
  if (pages === 0) emptyPage(sheet);
  sheet.doc.end();
}

/**
 * The preview on white: pdfkit would split a transparent PNG's alpha channel itself (slower,
 * and a corrupt PNG would throw inside a zlib callback, out of reach). A preview that cannot be
 * read leaves the worksheet without its picture rather than without its worksheet.
 */
async function paperPreview(png: Uint8Array): Promise<Buffer | null> {
  try {
    return await sharp(png)
      .flatten({ background: '#ffffff' })
      .png({ compressionLevel: 6, adaptiveFiltering: false })
      .toBuffer();
  } catch {
    return null;
  }
}

function drained(out: PassThrough): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      out.off('drain', done);
      out.off('close', done);
      resolve();
    };
    out.on('drain', done);
    out.on('close', done);
  });
}

function emptyPage(sheet: Sheet): void {
  addPage(sheet);
  line(
    sheet,
    sheet.labels.noDesigns,
    { x: MARGIN, y: MARGIN, width: sheet.width - 2 * MARGIN },
    { size: 12 },
  );
  footer(sheet, '', 1, 1);
}
