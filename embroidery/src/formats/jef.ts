import { COLOR_CHANGE, END, JUMP, STITCH, STOP } from '../model/commands.ts';
import { FormatError } from '../model/formatError.ts';
import type { FormatModule } from '../model/formatModule.ts';
import { PatternBuilder } from '../model/pattern.ts';
import type { Pattern } from '../model/pattern.ts';
import type { Thread } from '../model/thread.ts';
import { ByteReader } from './lib/byteReader.ts';
import { interpolateTrims } from './lib/interpolateTrims.ts';
import { JEF_THREADS } from './lib/threads/jefThreads.ts';
import { threadAt } from './lib/threads/threadTable.ts';
import { writeJef } from './jefWriter.ts';

// JEF header: stitch offset (0), flags (4), date (8), colour count (24), stitch count (28),
// hoop and extents (32–115), then one 32-bit chart index per colour (0 = stop) and one
// 32-bit type per colour; the stitch offset is 116 + 8 × colours.
const HEADER = 116;
/** Janome machines cut the thread on jumps longer than 3 mm; JEF has no trim code. */
const TRIM_DISTANCE = 30;

/**
 * How plausible `bytes` are as JEF: the stitch offset follows from the colour count (116 + 8 per
 * colour) in files Janome's software and pyembroidery write; a writer that puts more between
 * the colour list and the stitches is still read, from the offset it gives.
 */
function detect(bytes: Uint8Array): number {
  if (bytes.length < HEADER + 2) return 0;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const offset = view.getUint32(0, true);
  const colors = view.getUint32(24, true);
  if (colors > 0xffff || offset < HEADER + 8 * colors || offset > bytes.length) return 0;
  let digits = 0;
  for (let i = 8; i < 22; i++) if (bytes[i]! >= 0x30 && bytes[i]! <= 0x39) digits++;
  const score = digits === 14 ? 0.9 : 0.6;
  return offset === HEADER + 8 * colors ? score : score - 0.2;
}

function readThreads(r: ByteReader): (Thread | undefined)[] {
  r.seek(24);
  const count = r.u32le('the colour count');
  r.seek(HEADER);
  r.need(count * 4, 'the colour list');
  const threads: (Thread | undefined)[] = [];
  for (let i = 0; i < count; i++) {
    const index = Math.abs(r.i32le());
    threads.push(index === 0 ? undefined : threadAt(JEF_THREADS, index));
  }
  return threads;
}

function readStitches(
  bytes: Uint8Array,
  start: number,
  builder: PatternBuilder,
  threads: (Thread | undefined)[],
): void {
  let x = 0;
  let y = 0;
  let colorIndex = 1;
  let i = start;
  for (; i + 1 < bytes.length; i += 2) {
    const b0 = bytes[i]!;
    if (b0 !== 0x80) {
      x += (b0 << 24) >> 24;
      y -= (bytes[i + 1]! << 24) >> 24;
      builder.add(x, y, STITCH);
      continue;
    }
    const control = bytes[i + 1]!;
    if (control === 0x10) {
      builder.add(x, y, END);
      return;
    }
    if (control !== 0x01 && control !== 0x02)
      throw new FormatError('jef', i, `unknown command 0x80 0x${control.toString(16)}`);
    if (i + 3 >= bytes.length) throw new FormatError('jef', i, 'stitch data ends inside a command');
    i += 2;
    if (control === 0x02) {
      x += (bytes[i]! << 24) >> 24;
      y -= (bytes[i + 1]! << 24) >> 24;
      builder.add(x, y, JUMP);
    } else if (colorIndex < threads.length && threads[colorIndex] === undefined) {
      // A colour entry 0 is a stop: the machine pauses with the same thread.
      threads.splice(colorIndex, 1);
      builder.add(x, y, STOP);
    } else {
      builder.add(x, y, COLOR_CHANGE);
      colorIndex++;
    }
  }
  throw new FormatError('jef', i, 'stitch data ends without its end marker (0x80 0x10)');
}

function read(bytes: Uint8Array): Pattern {
  const r = new ByteReader(bytes, 'jef');
  const offset = r.u32le('the stitch offset');
  const threads = readThreads(r);
  r.seek(offset, 'the stitch data');
  const builder = new PatternBuilder(Math.max(16, (bytes.length - offset) >> 1));
  readStitches(bytes, offset, builder, threads);
  // A first entry 0 cannot be a stop (nothing precedes it): the block's colour is unknown.
  if (threads.length > 0 && threads[0] === undefined) threads[0] = threadAt(JEF_THREADS, 0);
  builder.threads = threads.filter((t): t is Thread => t !== undefined);
  interpolateTrims(builder, { distanceForTrim: TRIM_DISTANCE, clip: true });
  return builder.build();
}

/** Janome JEF: 8-bit moves, colours from Janome's thread chart; trims implied by long jumps. */
export const jef: FormatModule = {
  id: 'jef',
  name: 'Janome JEF',
  extensions: ['jef'],
  limits: { maxStitch: 127, maxJump: 127, maxColors: Infinity, paletteOnly: true },
  detect,
  read,
  write: writeJef,
};
