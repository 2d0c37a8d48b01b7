import { promisify } from 'node:util';
import { deflate as deflateCallback } from 'node:zlib';
import {
  blockColours,
  stitchSegments,
  threadHex,
  type Extents,
  type Pattern,
} from '@stickerei/embroidery';
import type { Sheet } from './pageFrame.ts';
import { safeColour } from './swatch.ts';
import { POINTS_PER_UNIT, type TemplateLayout } from './templateLayout.ts';
import type { WorksheetBlock } from './types.ts';

const deflate = promisify(deflateCallback);

// Above this luminance a thread would vanish on white paper: drawn a quarter darker.
const PALE = 0.85;
const DARKEN = 0.75;

/** The colour a block is drawn in: the worksheet's block colour, else the pattern's thread. */
export function drawingColours(pattern: Pattern, blocks: readonly WorksheetBlock[]): string[] {
  const { colours } = blockColours(pattern);
  return colours.map((colour, i) =>
    visibleOnPaper(safeColour(blocks[i]?.rgb ?? threadHex(colour))),
  );
}

/** `hex`, or a darker shade of it when it is too pale to see on white paper. */
export function visibleOnPaper(hex: string): string {
  const v = parseInt(hex.slice(1), 16);
  const [r, g, b] = [(v >> 16) & 0xff, (v >> 8) & 0xff, v & 0xff];
  if ((0.2126 * r + 0.7152 * g + 0.0722 * b) / 255 <= PALE) return hex;
  return threadHex(
    (Math.round(r * DARKEN) << 16) | (Math.round(g * DARKEN) << 8) | Math.round(b * DARKEN),
  );
}

/** `#rrggbb` as the operands of a PDF colour operator. */
function pdfColour(hex: string): string {
  const v = parseInt(hex.slice(1), 16);
  return [16, 8, 0].map((shift) => (((v >> shift) & 0xff) / 255).toFixed(4)).join(' ');
}

/**
 * The content of every sewn stitch as polylines in block colours, in the pattern's own units
 * (0.1 mm integers, y down). A polyline breaks where the thread does (jump, trim, colour
 * change: `stitchSegments` leaves those moves out), so each is one run as the machine sews it.
 */
export function stitchContent(
  pattern: Pattern,
  colours: readonly string[],
  lineWidth: number,
): string {
  const s = stitchSegments(pattern);
  const out: string[] = [`${lineWidth.toFixed(3)} w 1 J 1 j /DeviceRGB CS`];
  let block = -1;
  for (let i = 0; i < s.count; i++) {
    const segmentBlock = s.block[i]!;
    const newBlock = segmentBlock !== block;
    if (newBlock) {
      if (block >= 0) out.push('S');
      block = segmentBlock;
      out.push(`${pdfColour(colours[block] ?? '#000000')} SCN`);
    }
    if (newBlock || s.x0[i] !== s.x1[i - 1] || s.y0[i] !== s.y1[i - 1])
      out.push(`${s.x0[i]} ${s.y0[i]} m`);
    out.push(`${s.x1[i]} ${s.y1[i]} l`);
  }
  if (block >= 0) out.push('S');
  return out.join('\n');
}

/** What `drawStitches` draws, and where. */
export interface StitchDrawing {
  pattern: Pattern;
  /** Colour of each block (see `drawingColours`). */
  colours: readonly string[];
  /** The pattern's extents (0.1 mm). */
  extents: Extents;
  layout: TemplateLayout;
}

/**
 * Draws the stitches as a form XObject placed with the layout's matrix. A design has up to some
 * 100,000 stitches: the form's short integer operators are deflated here at level 1, off the
 * event loop, where pdfkit would deflate the page at level 6 synchronously (about 6 times the
 * time for a 20 % smaller stream).
 */
export async function drawStitches(
  sheet: Sheet,
  { pattern, colours, extents, layout }: StitchDrawing,
): Promise<void> {
  const { doc } = sheet;
  // Line widths in points on paper, in the form's units (0.1 mm × scale).
  const lineWidth = Math.max(0.2, 0.35 * layout.scale) / (layout.scale * POINTS_PER_UNIT);
  const content = stitchContent(pattern, colours, lineWidth);
  const [minX, minY, maxX, maxY] = extents;
  const pad = Math.ceil(lineWidth);
  const form = doc.ref({
    Type: 'XObject',
    Subtype: 'Form',
    BBox: [minX - pad, minY - pad, maxX + pad, maxY + pad],
    Filter: 'FlateDecode',
  });
  form.end(await deflate(Buffer.from(content, 'latin1'), { level: 1 }));
  const name = `Stitches${form.id}`;
  // pdfkit lists a page's XObjects here (as it does for images).
  (doc.page.xobjects as Record<string, unknown>)[name] = form;
  doc.save().transform(...layout.matrix);
  doc.addContent(`/${name} Do`);
  doc.restore();
}
