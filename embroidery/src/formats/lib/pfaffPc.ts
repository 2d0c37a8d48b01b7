import { JUMP, STITCH } from '../../model/commands.ts';
import { FormatError } from '../../model/formatError.ts';
import type { Pattern } from '../../model/pattern.ts';
import type { Thread } from '../../model/thread.ts';
import { StitchSink, capacityFor } from './stitchSink.ts';

// Pfaff's PC formats (PCD, PCQ, PCS, and PCM with its numbers big-endian), after the PCS
// description at achatina.de (sewing/main/PCS.HTM) and pyembroidery's readers. Byte 0 is 0x32,
// byte 1 the hoop, then a colour table and a stitch count, then 9-byte records: x as a fraction
// byte and a signed 24-bit integer, y likewise, then a control byte: 0 stitch, bit 2 move, bit 0
// colour (whose first byte names the colour's slot in the table). Coordinates are absolute, in
// 1/6 mm with the fraction in 256ths: the sample Star measures 591 × 623 (0.1 mm) this way, as in
// every other format. Designs end with an all-zero record, which would be a stitch at the hoop's
// corner far from the design: it is the end mark.

/** Where the fields of one PC variant sit. */
export interface PcVariant {
  format: string;
  littleEndian: boolean;
  /** Reads the colour table: the thread of each colour slot, and the offset after the table. */
  table(bytes: Uint8Array): { slots: Thread[]; end: number };
}

const RECORD = 9;

function s24(v: number): number {
  return v > 0x7fffff ? v - 0x1000000 : v;
}

// One coordinate in 0.1 mm: little-endian is fraction then integer LSB first; big-endian is
// integer MSB first then fraction.
function coordinate(bytes: Uint8Array, at: number, little: boolean): number {
  const a = bytes[at] as number;
  const b = bytes[at + 1] as number;
  const c = bytes[at + 2] as number;
  const d = bytes[at + 3] as number;
  // The value in 1/1536 mm (1/6 mm × 1/256) as an integer, rounded to 0.1 mm (= 153.6 of them).
  const v = little
    ? s24(b | (c << 8) | (d << 16)) * 256 + a
    : s24((a << 16) | (b << 8) | c) * 256 + d;
  return Math.floor((v * 10 + 768) / 1536);
}

function isZero(bytes: Uint8Array, at: number): boolean {
  for (let k = 0; k < RECORD; k++) if (bytes[at + k] !== 0) return false;
  return true;
}

/**
 * Reads a PC-family file. A colour record selects the colour of the stitches that follow: the
 * first one before any stitch is no change, and the threads list each block's colour.
 * @throws FormatError for a short header or an unknown control byte
 */
export function readPc(bytes: Uint8Array, variant: PcVariant): Pattern {
  const { slots, end } = variant.table(bytes);
  const start = end + 2;
  if (start > bytes.length)
    throw new FormatError(variant.format, bytes.length, 'file ends inside the header');
  const sink = new StitchSink(capacityFor(bytes.length - start, RECORD));
  const little = variant.littleEndian;
  let selected: Thread | undefined;
  let blockHasThread = true;
  for (let i = start; i + RECORD <= bytes.length; i += RECORD) {
    const c = bytes[i + 8] as number;
    if (c === 0 && isZero(bytes, i)) break;
    if (c & 0x01) {
      sink.needle();
      selected = slots[(little ? bytes[i] : bytes[i + 3]) as number];
      blockHasThread = false;
      continue;
    }
    const command = c === 0 ? STITCH : c & 0x04 ? JUMP : -1;
    if (command < 0)
      throw new FormatError(variant.format, i + 8, `unknown control byte 0x${c.toString(16)}`);
    sink.abs(
      coordinate(bytes, i, little),
      -coordinate(bytes, i + 4, little),
      command === STITCH ? STITCH : JUMP,
    );
    if (command === STITCH && !blockHasThread) {
      if (selected) sink.threads.push(selected);
      blockHasThread = true;
    }
  }
  sink.end();
  return sink.build();
}

/** A table of `count` colours as 24-bit big-endian RGB, each followed by one spare byte. */
export function rgbTable(bytes: Uint8Array, at: number, count: number, format: string): Thread[] {
  if (at + count * 4 > bytes.length)
    throw new FormatError(format, bytes.length, 'file ends inside the colour table');
  const slots: Thread[] = [];
  for (let k = 0; k < count; k++) {
    const o = at + k * 4;
    slots.push({ color: (bytes[o]! << 16) | (bytes[o + 1]! << 8) | bytes[o + 2]! });
  }
  return slots;
}

/**
 * How sure a file is of this PC variant: byte 0 is 0x32, byte 1 one of the hoop codes, the table
 * fits, and the records that follow have known control bytes.
 */
export function detectPc(bytes: Uint8Array, variant: PcVariant, hoops: readonly number[]): number {
  if (bytes.length < 16 || bytes[0] !== 0x32 || !hoops.includes(bytes[1] as number)) return 0;
  let start: number;
  try {
    const table = variant.table(bytes);
    // Pfaff's machines know 16 colours; a longer table means the bytes are another variant's.
    if (table.slots.length > 16) return 0;
    start = table.end + 2;
  } catch (error) {
    if (error instanceof FormatError) return 0;
    throw error;
  }
  let seen = 0;
  for (let i = start; i + RECORD <= bytes.length && seen < 2048; i += RECORD, seen++) {
    const c = bytes[i + 8] as number;
    if (c !== 0 && (c & 0x05) === 0) return 0;
  }
  return seen > 0 ? 0.8 : 0;
}
