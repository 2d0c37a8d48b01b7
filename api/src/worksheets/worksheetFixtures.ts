// Test helpers of the worksheet tests (no product module imports this): designs made from
// simple patterns, and a PDF read back with pdf.js.
import {
  COLOR_CHANGE,
  commandSummary,
  JUMP,
  PatternBuilder,
  STITCH,
  threadHex,
  TRIM,
  type Pattern,
} from '@stickerei/embroidery';
import { inflateSync } from 'node:zlib';
import { extractText, getDocumentProxy } from 'unpdf';
import { renderPreviews } from '../jobs/renderPreviews.ts';
import type { WorksheetBlock, WorksheetDesign } from './types.ts';

const COLOURS = [0xc81e28, 0x1f4fd1, 0x2e9e3e, 0xf5d018, 0x8a3fb0, 0xf7f7f2, 0x7a4a25, 0x0f8f86];

/**
 * A pattern of `blocks` colour blocks, each a zigzag across the whole width (0.1 mm units),
 * with a jump and a trim inside every block, so each block's stitches reach both sides.
 */
export function zigzagPattern(blocks: number, width: number, height: number): Pattern {
  const b = new PatternBuilder();
  b.threads = Array.from({ length: blocks }, (_, i) => ({ color: COLOURS[i % COLOURS.length]! }));
  const rows = 6;
  for (let block = 0; block < blocks; block++) {
    if (block > 0) b.add(0, 0, COLOR_CHANGE);
    const y0 = Math.round(((block % 10) * height) / 10);
    b.add(0, y0, JUMP);
    for (let r = 0; r <= rows; r++)
      b.add(r % 2 === 0 ? 0 : width, y0 + Math.round((r * height) / (10 * rows)), STITCH);
    b.add(b.xs[b.length - 1]!, b.ys[b.length - 1]!, TRIM);
    b.add(width / 2, height, JUMP);
    b.add(width / 2 + 20, height - 20, STITCH);
  }
  return b.build();
}

/** The worksheet blocks of `pattern`: every third matched badly, every fifth not at all. */
export function blocksOf(pattern: Pattern): WorksheetBlock[] {
  const summary = commandSummary(pattern);
  return summary.stitchesPerBlock.map((stitches, i) => ({
    index: i + 1,
    rgb: threadHex(pattern.threads[i]?.color ?? 0),
    stitches,
    minutes: Math.round((stitches / 650) * 10) / 10,
    match:
      i % 5 === 4
        ? null
        : {
            brand: 'Madeira Polyneon',
            code: `18${String(i).padStart(2, '0')}`,
            name: `Farbe Grün ${i + 1}`,
            rgb: threadHex(pattern.threads[i]?.color ?? 0),
            deltaE: i % 3 === 2 ? 7.25 : 1.04,
          },
  }));
}

/** A whole design around `pattern`, with a rendered preview. */
export async function designOf(name: string, pattern: Pattern): Promise<WorksheetDesign> {
  const summary = commandSummary(pattern);
  const [minX, minY, maxX, maxY] = summary.extents;
  const [preview] = await renderPreviews(pattern, [256]);
  return {
    name,
    widthMm: (maxX - minX) / 10,
    heightMm: (maxY - minY) / 10,
    stitches: summary.counts[STITCH]!,
    colourChanges: summary.counts[COLOR_CHANGE]!,
    trims: summary.counts[TRIM]!,
    estimatedMinutes: 73,
    formats: ['pes', 'dst', 'jef'],
    previewPng: preview!.png,
    hoops: [{ name: 'Rahmen groß', widthMm: 200, heightMm: 140 }],
    brandName: 'Madeira Polyneon',
    blocks: blocksOf(pattern),
    pattern,
  };
}

/** Text per page and page sizes of a PDF. */
export async function readPdf(bytes: Uint8Array) {
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  const { text } = await extractText(pdf, { mergePages: false });
  const sizes: Array<[number, number]> = [];
  for (let i = 1; i <= pdf.numPages; i++) {
    const [x0, y0, x1, y1] = (await pdf.getPage(i)).view as [number, number, number, number];
    sizes.push([x1 - x0, y1 - y0]);
  }
  return { pages: pdf.numPages, text, sizes };
}

type Matrix = [number, number, number, number, number, number];
const IDENTITY: Matrix = [1, 0, 0, 1, 0, 0];
const multiply = (m: Matrix, n: Matrix): Matrix => [
  m[0] * n[0] + m[1] * n[2],
  m[0] * n[1] + m[1] * n[3],
  m[2] * n[0] + m[3] * n[2],
  m[2] * n[1] + m[3] * n[3],
  m[4] * n[0] + m[5] * n[2] + n[4],
  m[4] * n[1] + m[5] * n[3] + n[5],
];

/** The inflated stream of object `id`, or of every object whose dictionary matches `id`. */
function streamsOf(bytes: Uint8Array, id: number | RegExp): string[] {
  const text = Buffer.from(bytes).toString('latin1');
  const found: string[] = [];
  for (const m of text.matchAll(/\n(\d+) 0 obj\n(<<[\s\S]*?>>)\nstream\n/g)) {
    if (typeof id === 'number' ? Number(m[1]) !== id : !id.test(m[2]!)) continue;
    const start = m.index + m[0].length;
    const raw = Buffer.from(text.slice(start, text.indexOf('\nendstream', start)), 'latin1');
    found.push(
      m[2]!.includes('FlateDecode') ? inflateSync(raw).toString('latin1') : raw.toString('latin1'),
    );
  }
  return found;
}

interface GraphicsState {
  ctm: Matrix;
  stroke: number[];
}

/** Walks a content stream: `cm`, `q`, `Q` and the stroke colour followed; `visit` sees the rest. */
function walk(
  content: string,
  ctm: Matrix,
  visit: (op: string, n: number[], names: string[], g: GraphicsState) => void,
) {
  let state: GraphicsState = { ctm, stroke: [0, 0, 0] };
  const saved: GraphicsState[] = [];
  let operands: string[] = [];
  for (const token of content.split(/\s+/)) {
    if (/^-?[\d.]+$/.test(token) || token.startsWith('/')) {
      operands.push(token);
      continue;
    }
    const n = operands.filter((o) => !o.startsWith('/')).map(Number);
    const names = operands.filter((o) => o.startsWith('/'));
    if (token === 'q') saved.push(state);
    else if (token === 'Q') state = saved.pop() ?? state;
    else if (token === 'cm') state = { ...state, ctm: multiply(n as Matrix, state.ctm) };
    else if (token === 'SCN' || token === 'RG') state = { ...state, stroke: n };
    else visit(token, n, names, state);
    operands = [];
  }
}

/**
 * The box (in points on the page) around every point of the stitches of the first template in
 * the PDF drawn in one of `colours` (`#rrggbb`): the page's stitch form found by its `Do`, the
 * form's content walked under the page's transformation at that point.
 */
export function stitchBox(bytes: Uint8Array, colours: readonly string[]) {
  let form: { id: number; ctm: Matrix } | null = null;
  for (const page of streamsOf(bytes, /^(?![\s\S]*\/Subtype)/)) {
    walk(page, IDENTITY, (op, _n, names, g) => {
      const id = /^\/Stitches(\d+)$/.exec(names[0] ?? '');
      if (op === 'Do' && id && !form) form = { id: Number(id[1]), ctm: g.ctm };
    });
  }
  if (!form) return null;
  const { id, ctm } = form;
  const wanted = colours.map((hex) =>
    [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255),
  );
  const box = { minX: Infinity, minY: Infinity, maxX: -Infinity, maxY: -Infinity };
  walk(streamsOf(bytes, id)[0] ?? '', ctm, (op, n, _names, g) => {
    const drawn = wanted.some((w) => w.every((v, i) => Math.abs(v - g.stroke[i]!) < 1e-3));
    if ((op !== 'm' && op !== 'l') || !drawn) return;
    const [x, y] = n.slice(-2) as [number, number];
    const [a, b, c, d, e, f] = g.ctm;
    const [px, py] = [a * x + c * y + e, b * x + d * y + f];
    box.minX = Math.min(box.minX, px);
    box.maxX = Math.max(box.maxX, px);
    box.minY = Math.min(box.minY, py);
    box.maxY = Math.max(box.maxY, py);
  });
  if (box.minX === Infinity) return null;
  return { width: box.maxX - box.minX, height: box.maxY - box.minY };
}
