import { FormatError } from '../model/formatError.ts';
import type { FormatModule } from '../model/formatModule.ts';
import type { Pattern } from '../model/pattern.ts';
import { patternExtents } from '../model/extents.ts';
import { ByteWriter } from './lib/byteWriter.ts';
import { DST_MAX_MOVE, tajimaShape } from './lib/dstCodec.ts';
import { DST_HEADER_SIZE, dstBodyStart, hasDstLabel, readDstHeader } from './lib/dstHeader.ts';
import { type TajimaReadOptions, readTajimaBody } from './lib/tajimaBody.ts';
import { encodeTajimaBody } from './lib/tajimaWriter.ts';

/**
 * Reads a Tajima DST file: a 512-byte text header (longer when its text runs on, see
 * `dstBodyStart`), then 3-byte records up to the end record.
 * A file may stop at a record boundary without the end record (PEmbroider writes them so).
 * @throws FormatError when the header is cut short or the data ends inside a record
 */
export function readDst(bytes: Uint8Array, options: TajimaReadOptions = {}): Pattern {
  if (bytes.length < DST_HEADER_SIZE) {
    throw new FormatError('dst', bytes.length, 'file ends inside the 512-byte header');
  }
  const start = dstBodyStart(bytes);
  const sink = readTajimaBody(bytes, { format: 'dst', start }, options);
  readDstHeader(bytes, sink.metadata, sink.threads, start);
  return sink.build();
}

function detectDst(bytes: Uint8Array): number {
  if (bytes.length < DST_HEADER_SIZE) return 0;
  // A real DST may hold the odd malformed record; one in a hundred is tolerated.
  const shape = tajimaShape(bytes, dstBodyStart(bytes), 4096, 40);
  const bodyOk = shape.share === 1 || (shape.share > 0.99 && shape.end);
  if (!bodyOk) return 0;
  if (hasDstLabel(bytes)) return shape.end ? 1 : 0.95;
  // No "LA:" label: only the records vouch for it, so ask for a body of some length.
  if (shape.records < 32) return 0;
  return shape.end ? 0.6 : 0.4;
}

function field(key: string, value: number, width: number, signed = false): string {
  const digits = String(Math.abs(value)).padStart(width, ' ');
  return `${key}:${signed ? (value < 0 ? '-' : '+') : ''}${digits}\r`;
}

// The Tajima header: fixed fields in their usual order and widths, then one TC line per thread
// (Ink/Stitch's extension, kept only when all of them fit), then 0x1A and spaces up to 512 bytes.
function dstHeader(p: Pattern, records: number, colorChanges: number): Uint8Array {
  const [minX, minY, maxX, maxY] = patternExtents(p);
  const last = p.length > 0 ? p.length - 1 : -1;
  const name = (p.metadata.name ?? 'Untitled').replace(/[^\x20-\x7e]/g, '_').slice(0, 16);
  const head = new ByteWriter(DST_HEADER_SIZE);
  head.ascii(
    `LA:${name.padEnd(16, ' ')}\r` + field('ST', records, 7) + field('CO', colorChanges, 3),
  );
  // Tajima's y axis points up: +Y is how far the design reaches above the start.
  head.ascii(field('+X', Math.max(0, maxX), 5) + field('-X', Math.max(0, -minX), 5));
  head.ascii(field('+Y', Math.max(0, -minY), 5) + field('-Y', Math.max(0, maxY), 5));
  head.ascii(field('AX', last < 0 ? 0 : (p.xs[last] as number), 5, true));
  head.ascii(field('AY', last < 0 ? 0 : -(p.ys[last] as number), 5, true));
  head.ascii(field('MX', 0, 5, true) + field('MY', 0, 5, true) + 'PD:******\r');
  const threads = p.threads.map(
    (t) =>
      `TC:#${(t.color & 0xffffff).toString(16).padStart(6, '0')},` +
      `${clean(t.description)},${clean(t.catalogNumber)}\r`,
  );
  const threadText = threads.join('');
  if (head.length + threadText.length < DST_HEADER_SIZE) head.ascii(threadText);
  head.u8(0x1a);
  head.fill(0x20, DST_HEADER_SIZE - head.length);
  return head.toBytes();
}

function clean(text: string | undefined): string {
  return (text ?? '').replace(/[,\r\n]/g, ' ').replace(/[^\x20-\x7e]/g, '_');
}

/**
 * Writes a pattern as DST.
 * @throws FormatError never for a well-formed pattern; kept for the FormatModule contract
 */
export function writeDst(p: Pattern): Uint8Array {
  const body = encodeTajimaBody(p);
  const header = dstHeader(p, body.records, body.colorChanges);
  const out = new Uint8Array(header.length + body.bytes.length);
  out.set(header, 0);
  out.set(body.bytes, header.length);
  return out;
}

/** Tajima DST: no colours, 121 per axis per record, trims spelt as runs of jumps. */
export const dst: FormatModule = {
  id: 'dst',
  name: 'Tajima DST',
  extensions: ['dst'],
  limits: {
    maxStitch: DST_MAX_MOVE,
    maxJump: DST_MAX_MOVE,
    maxColors: Infinity,
    paletteOnly: false,
  },
  detect: detectDst,
  read: (bytes) => readDst(bytes),
  write: writeDst,
};
