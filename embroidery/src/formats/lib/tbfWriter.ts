import { patternExtents } from '../../model/extents.ts';
import { FormatError } from '../../model/formatError.ts';
import type { Pattern } from '../../model/pattern.ts';
import { ByteWriter } from './byteWriter.ts';
import { assignNeedles, changesBetweenStitches } from './needleAssignment.ts';
import { planRecords } from './recordPlanner.ts';

/** Longest move of one TBF record per axis (a signed byte). */
export const TBF_MAX_MOVE = 127;
/** Needles a Tajima head has at most; DA lists one colour per needle. */
export const TBF_NEEDLES = 15;
const BODY_AT = 0x600;

function field(key: string, value: number, width: number, signed = false): string {
  const digits = String(Math.abs(value)).padStart(width, ' ');
  return `${key}:${signed ? (value < 0 ? '-' : '+') : ''}${digits}\r`;
}

function ascii(buffer: Uint8Array, at: number, text: string): void {
  for (let i = 0; i < text.length; i++) buffer[at + i] = text.charCodeAt(i) & 0xff;
}

// The 0x600-byte header at its fixed offsets: "3.00", the Tajima fields from 0x80, DO (the needle
// of each block) at 0x107, DA (each needle's colour) at 0x20B, "\r" 0x1A at 0x376, spaces between.
function header(p: Pattern, perBlock: number[], colors: number[], records: number): Uint8Array {
  const h = new Uint8Array(BODY_AT).fill(0x20);
  const [minX, minY, maxX, maxY] = patternExtents(p);
  const last = p.length - 1;
  const name = (p.metadata.name ?? 'Untitled')
    .replace(/[^\x20-\x7e]/g, '_')
    .slice(0, 16)
    .padEnd(16, ' ');
  ascii(h, 0, '3.00');
  let text = `LA:${name}\r${field('ST', records, 7)}${field('CO', perBlock.length - 1, 3)}`;
  text += field('+X', Math.max(0, maxX), 5) + field('-X', Math.max(0, -minX), 5);
  text += field('+Y', Math.max(0, -minY), 5) + field('-Y', Math.max(0, maxY), 5);
  text +=
    field('AX', last < 0 ? 0 : p.xs[last]!, 5, true) +
    field('AY', last < 0 ? 0 : -p.ys[last]!, 5, true);
  ascii(h, 0x80, `${text}${'TP:EG/'.padEnd(35, ' ')}\rJC:3\r`);
  ascii(h, 0x107, 'DO:');
  h.fill(0, 0x10a, 0x20a);
  h.set(perBlock, 0x10a);
  ascii(h, 0x20a, '\rDA:');
  colors.forEach((c, k) => h.set([0x45, c >> 16, (c >> 8) & 0xff, c & 0xff, 0x20], 0x20e + 5 * k));
  ascii(h, 0x376, '\r\x1a');
  return h;
}

/**
 * Writes a pattern as Tajima TBF: blocks of the same colour share one of 15 needles, DA names the
 * needles' colours and DO each block's needle; records signed dx, signed dy (up), control.
 * Colour changes are written only between stitched blocks (`changesBetweenStitches`).
 * @throws FormatError when the pattern has more colour blocks than DO can list (256)
 */
export function writeTbf(pattern: Pattern): Uint8Array {
  const p = changesBetweenStitches(pattern);
  const { perBlock, colors } = assignNeedles(p, TBF_NEEDLES);
  if (perBlock.length > 256)
    throw new FormatError('tbf', 0x10a, `${perBlock.length} colour blocks, TBF lists 256`);
  const body = new ByteWriter(p.length * 3 + 16);
  let records = 0;
  const record = (control: number, dx: number, dy: number): void => {
    body.u8(dx).u8(-dy).u8(control);
    records++;
  };
  planRecords(
    p,
    {
      stitch: (dx, dy) => record(0x80, dx, dy),
      jump: (dx, dy) => record(0x90, dx, dy),
      trim: () => record(0x86, 0, 0),
      stop: () => record(0x40, 0, 0),
      colorChange: () => record(0x81, 0, 0),
      end: () => record(0x8f, 0, 0),
    },
    { format: 'tbf', maxStitch: TBF_MAX_MOVE, maxJump: TBF_MAX_MOVE, trimsAsJumps: false },
  );
  body.u8(0x1a);
  const out = new Uint8Array(BODY_AT + body.length);
  out.set(header(p, perBlock, colors, records - 1), 0);
  out.set(body.toBytes(), BODY_AT);
  return out;
}
