import { COLOR_CHANGE, JUMP, STITCH, STOP, TRIM } from '../model/commands.ts';
import { FormatError } from '../model/formatError.ts';
import type { FormatModule } from '../model/formatModule.ts';
import type { Pattern } from '../model/pattern.ts';
import type { Thread } from '../model/thread.ts';
import { hasAscii, latin1 } from './lib/byteReader.ts';
import { checkEnding } from './lib/signedRecords.ts';
import { StitchSink, capacityFor } from './lib/stitchSink.ts';
import { TBF_MAX_MOVE, TBF_NEEDLES, writeTbf } from './lib/tbfWriter.ts';

// Tajima TBF (layout after pyembroidery's reader): "3.00" and the design name (0x83) in a text
// header; DO at 0x10A, the needle of each colour block; DA at 0x20E, one 'E' r g b ' ' entry per
// needle; records from 0x600: signed x, signed y (up), control.
const NAME_AT = 0x83;
const ORDER_AT = 0x10a;
const TABLE_AT = 0x20e;
const BODY_AT = 0x600;

function s8(b: number): number {
  return b > 127 ? b - 256 : b;
}

function readTable(bytes: Uint8Array): number[] {
  const colors: number[] = [];
  for (let i = TABLE_AT; i + 5 <= BODY_AT && bytes[i] === 0x45; i += 5) {
    colors.push(
      ((bytes[i + 1] as number) << 16) | ((bytes[i + 2] as number) << 8) | (bytes[i + 3] as number),
    );
  }
  return colors;
}

// 0x80 stitch, 0x90 jump (a jump that moves nothing is a trim), 0x86 trim, 0x40 stop, 0x81 needle
// change (a stop when its DO entry is 0), 0x8F end.
function readBody(bytes: Uint8Array, sink: StitchSink): { offset: number; endRecord: boolean } {
  let changes = 0;
  let i = BODY_AT;
  for (; i + 3 <= bytes.length; i += 3) {
    const dx = s8(bytes[i] as number);
    const dy = -s8(bytes[i + 1] as number);
    const c = bytes[i + 2] as number;
    if (c === 0x80) sink.stitch(dx, dy);
    else if (c === 0x90) {
      if (dx === 0 && dy === 0) sink.here(TRIM);
      else sink.rel(dx, dy, JUMP);
    } else if (c === 0x86) sink.here(TRIM);
    else if (c === 0x40) sink.here(STOP);
    else if (c === 0x81) {
      if (bytes[ORDER_AT + changes++] === 0) sink.here(STOP);
      else sink.needle();
    } else if (c === 0x8f) return { offset: i + 3, endRecord: true };
    else
      throw new FormatError(
        'tbf',
        i + 2,
        `unknown control byte 0x${c.toString(16).padStart(2, '0')}`,
      );
  }
  return { offset: i, endRecord: false };
}

/**
 * The thread of each colour block: the DA colour of the needle DO names for it. pyembroidery
 * writes DA as one colour per block instead (with DO cycling over five needles); a DA with
 * exactly one entry per block that DO's needles would not all use is read that way.
 */
function blockThreads(table: number[], order: Uint8Array, blocks: number): Thread[] {
  const needles = order.subarray(0, blocks);
  const used = new Set(needles);
  const perBlock = table.length === blocks && used.size < table.length;
  if (perBlock || needles.some((n) => n < 1 || n > table.length))
    return table.map((color) => ({ color }));
  return [...needles].map((n) => ({ color: table[n - 1] as number }));
}

// Needle changes only become colour changes between stitched blocks, so every colour change
// starts a block, and the first stitch starts the first.
function blockCount(p: StitchSink): number {
  let changes = 0;
  let stitched = false;
  for (let i = 0; i < p.length; i++) {
    if (p.commands[i] === COLOR_CHANGE) changes++;
    else if (p.commands[i] === STITCH) stitched = true;
  }
  return stitched ? changes + 1 : 0;
}

/**
 * Reads a Tajima TBF file.
 * @throws FormatError for a short header, an unknown control or a record cut off
 */
export function readTbf(bytes: Uint8Array): Pattern {
  if (bytes.length < BODY_AT)
    throw new FormatError('tbf', bytes.length, `file ends inside the ${BODY_AT}-byte header`);
  const sink = new StitchSink(capacityFor(bytes.length - BODY_AT, 3, 2));
  checkEnding(bytes, readBody(bytes, sink), 'tbf');
  sink.end();
  const name = latin1(bytes.subarray(NAME_AT, NAME_AT + 16))
    .replace(/\0.*$/s, '')
    .trim();
  if (name) sink.metadata.name = name;
  sink.threads = blockThreads(
    readTable(bytes),
    bytes.subarray(ORDER_AT, ORDER_AT + 0x100),
    blockCount(sink),
  );
  return sink.build();
}

/** Tajima TBF. */
export const tbf: FormatModule = {
  id: 'tbf',
  name: 'Tajima TBF',
  extensions: ['tbf'],
  limits: {
    maxStitch: TBF_MAX_MOVE,
    maxJump: TBF_MAX_MOVE,
    maxColors: TBF_NEEDLES,
    paletteOnly: false,
  },
  // "3.00", then the LA, DO and DA fields at their fixed offsets.
  detect: (bytes) =>
    bytes.length >= BODY_AT &&
    hasAscii(bytes, 0, '3.00') &&
    hasAscii(bytes, NAME_AT - 3, 'LA:') &&
    hasAscii(bytes, ORDER_AT - 3, 'DO:') &&
    hasAscii(bytes, TABLE_AT - 3, 'DA:')
      ? 1
      : 0,
  read: readTbf,
  write: writeTbf,
};
