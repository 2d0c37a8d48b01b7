import { COLOR_CHANGE, END, JUMP, STITCH, STOP, TRIM } from '../../model/commands.ts';
import { FormatError } from '../../model/formatError.ts';
import type { Pattern, PatternBuilder } from '../../model/pattern.ts';
import type { ByteWriter } from './byteWriter.ts';

// PEC stitch encoding (shared by PEC, PES, PHB, PHC): each axis is one byte holding a 7-bit
// signed delta, or — when its top bit is set — two bytes holding a 12-bit signed delta plus
// flags (0x10 jump, 0x20 trim). FE B0 xx is a colour change, FF 00 (or a lone FF) ends the data.
const LONG = 0x80;
const JUMP_FLAG = 0x10;
const TRIM_FLAG = 0x20;

/** Where decoding stopped and whether it met the end marker. */
export interface PecDecodeResult {
  offset: number;
  ended: boolean;
}

/** One axis of a stitch: its delta, the flags of a long form, and where the next field starts. */
interface Axis {
  delta: number;
  flags: number;
  next: number;
}

/** Reads the axis value at `i` into `axis`; false when `end` cuts it off. */
function readAxis(bytes: Uint8Array, i: number, end: number, axis: Axis): boolean {
  if (i >= end) return false;
  const b = bytes[i]!;
  if (!(b & LONG)) {
    axis.delta = (b << 25) >> 25;
    axis.flags = 0;
    axis.next = i + 1;
    return true;
  }
  if (i + 1 >= end) return false;
  axis.delta = ((((b & 0x0f) << 8) | bytes[i + 1]!) << 20) >> 20;
  axis.flags = b & (JUMP_FLAG | TRIM_FLAG);
  axis.next = i + 2;
  return true;
}

/**
 * Decodes PEC stitch data from `start` up to `end` (exclusive), appending to `builder` from
 * position (0, 0). Stops at the end marker; a colour change, stitch or move cut off by `end`
 * throws.
 * @throws FormatError
 */
export function decodePecStitches(
  bytes: Uint8Array,
  start: number,
  end: number,
  builder: PatternBuilder,
  format: string,
): PecDecodeResult {
  const ax: Axis = { delta: 0, flags: 0, next: 0 };
  const ay: Axis = { delta: 0, flags: 0, next: 0 };
  let i = start;
  let x = 0;
  let y = 0;
  while (i < end) {
    const b0 = bytes[i]!;
    if (b0 === 0xff && (i + 1 >= end || bytes[i + 1] === 0x00))
      return { offset: i + 1, ended: true };
    if (b0 === 0xfe && bytes[i + 1] === 0xb0) {
      if (i + 2 >= end) throw new FormatError(format, i, 'stitch data ends inside a colour change');
      builder.add(x, y, COLOR_CHANGE);
      i += 3;
      continue;
    }
    if (!readAxis(bytes, i, end, ax) || !readAxis(bytes, ax.next, end, ay)) {
      throw new FormatError(format, i, 'stitch data ends inside a stitch');
    }
    i = ay.next;
    const flags = ax.flags | ay.flags;
    // The jump flag wins over the trim flag: a trim is a cut followed by a move.
    if (flags === TRIM_FLAG) builder.add(x, y, TRIM);
    x += ax.delta;
    y += ay.delta;
    builder.add(x, y, flags ? JUMP : STITCH);
  }
  return { offset: i, ended: false };
}

function writeLong(out: ByteWriter, value: number, flag: number): void {
  out.u8(LONG | flag | ((value >> 8) & 0x0f)).u8(value & 0xff);
}

function writeTrim(out: ByteWriter): void {
  writeLong(out, 0, TRIM_FLAG);
  writeLong(out, 0, TRIM_FLAG);
}

function writeShortOrLong(out: ByteWriter, value: number): void {
  if (value >= -64 && value <= 63) out.u8(value & 0x7f);
  else writeLong(out, value, 0);
}

/**
 * Encodes a pattern whose every move fits 12 bits (callers split longer ones first) as PEC
 * stitch data ending with FF. A TRIM is carried by the trim flag of the move that follows it
 * (or a zero move); STOP is written by callers as a colour change to a repeated thread.
 */
export function encodePecStitches(pattern: Pattern, out: ByteWriter): void {
  const { xs, ys, commands, length } = pattern;
  let x = 0;
  let y = 0;
  let pendingTrim = false;
  let changeByte = 2;
  for (let i = 0; i < length; i++) {
    const command = commands[i];
    if (command === END) break;
    if (command === TRIM) {
      pendingTrim = true;
      continue;
    }
    if (command === COLOR_CHANGE || command === STOP) {
      if (pendingTrim) writeTrim(out);
      pendingTrim = false;
      out.u8(0xfe).u8(0xb0).u8(changeByte);
      changeByte = 3 - changeByte;
      continue;
    }
    const dx = xs[i]! - x;
    const dy = ys[i]! - y;
    x = xs[i]!;
    y = ys[i]!;
    if (command === JUMP || pendingTrim) {
      const flag = pendingTrim ? TRIM_FLAG : JUMP_FLAG;
      writeLong(out, dx, flag);
      writeLong(out, dy, flag);
      if (command !== JUMP) out.u8(0).u8(0);
      pendingTrim = false;
      continue;
    }
    writeShortOrLong(out, dx);
    writeShortOrLong(out, dy);
  }
  if (pendingTrim) writeTrim(out);
  out.u8(0xff);
}
