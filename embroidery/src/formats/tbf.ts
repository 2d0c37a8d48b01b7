import { COLOR_CHANGE, JUMP, STITCH, STOP, TRIM } from '../model/commands.ts';
import { FormatError } from '../model/formatError.ts';
import type { FormatModule } from '../model/formatModule.ts';
import type { Pattern } from '../model/pattern.ts';
import type { Thread } from '../model/thread.ts';
import { checkEnding } from './lib/signedRecords.ts';
import { StitchSink, capacityFor } from './lib/stitchSink.ts';
import {
  TBF_BODY_AT,
  TBF_ORDER_SIZE,
  type TbfLayout,
  tbfFixedLayout,
  tbfLayout,
} from './lib/tbfHeader.ts';
import { TBF_MAX_MOVE, TBF_NEEDLES, writeTbf } from './lib/tbfWriter.ts';

// Tajima TBF (layout after pyembroidery's reader): "3.00" and the design name (0x83) in a text
// header; DO, the needle of each colour block; DA, one 'E' r g b ' ' entry per needle; records
// from 0x600: signed x, signed y (up), control. `tbfLayout` finds DO and DA by their labels.

function s8(b: number): number {
  return b > 127 ? b - 256 : b;
}

function readTable(bytes: Uint8Array, layout: TbfLayout): number[] {
  const colors: number[] = [];
  for (let i = layout.table; i + 5 <= layout.body && bytes[i] === 0x45; i += 5) {
    colors.push(
      ((bytes[i + 1] as number) << 16) | ((bytes[i + 2] as number) << 8) | (bytes[i + 3] as number),
    );
  }
  return colors;
}

// 0x80 stitch, 0x90 jump (a jump that moves nothing is a trim), 0x86 trim, 0x40 stop, 0x81 needle
// change (a stop when its DO entry is 0), 0x8F end.
function readBody(
  bytes: Uint8Array,
  layout: TbfLayout,
  sink: StitchSink,
): { offset: number; endRecord: boolean } {
  let changes = 0;
  let i = layout.body;
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
      // DO lists 256 blocks; a change beyond them has no entry and is taken as a needle change.
      const needle = changes < TBF_ORDER_SIZE ? bytes[layout.order + changes] : 1;
      changes++;
      if (needle === 0) sink.here(STOP);
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
  if (bytes.length < TBF_BODY_AT)
    throw new FormatError('tbf', bytes.length, `file ends inside the ${TBF_BODY_AT}-byte header`);
  const layout = tbfLayout(bytes) ?? tbfFixedLayout(bytes);
  const sink = new StitchSink(capacityFor(bytes.length - layout.body, 3, 2));
  checkEnding(bytes, readBody(bytes, layout, sink), 'tbf');
  sink.end();
  if (layout.name) sink.metadata.name = layout.name;
  sink.threads = blockThreads(
    readTable(bytes, layout),
    bytes.subarray(layout.order, layout.order + TBF_ORDER_SIZE),
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
  // "3.00", LA: at 0x80, then DO and DA wherever the name's length puts them.
  detect: (bytes) => (tbfLayout(bytes) ? 1 : 0),
  read: readTbf,
  write: writeTbf,
};
