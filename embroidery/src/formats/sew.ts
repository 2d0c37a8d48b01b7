import { COLOR_CHANGE, END, JUMP, STITCH } from '../model/commands.ts';
import { FormatError } from '../model/formatError.ts';
import type { FormatModule } from '../model/formatModule.ts';
import { PatternBuilder } from '../model/pattern.ts';
import type { Pattern } from '../model/pattern.ts';
import { ByteReader } from './lib/byteReader.ts';
import { SEW_THREADS } from './lib/threads/sewThreads.ts';
import { threadAt } from './lib/threads/threadTable.ts';

// Janome SEW: a colour count and chart indices, a monochrome preview, stitch data from 0x1D78
// to the end of the file (two signed bytes per stitch, y up; 0x80 + code + two bytes for
// commands).
const STITCHES = 0x1d78;

function detect(bytes: Uint8Array): number {
  if (bytes.length < STITCHES + 2) return 0;
  const colors = bytes[0]! | (bytes[1]! << 8);
  if (colors === 0 || colors > 256) return 0;
  for (let i = 0; i < colors; i++)
    if ((bytes[2 + 2 * i]! | (bytes[3 + 2 * i]! << 8)) >= SEW_THREADS.length) return 0;
  // The rest of the header is a sparse bitmap: mostly zero bytes.
  let zeros = 0;
  for (let i = 2 + 2 * colors; i < STITCHES; i++) if (bytes[i] === 0) zeros++;
  return zeros > (STITCHES - 2 - 2 * colors) * 0.6 ? 0.5 : 0;
}

function readStitches(bytes: Uint8Array, b: PatternBuilder): void {
  let x = 0;
  let y = 0;
  for (let i = STITCHES; i + 1 < bytes.length; i += 2) {
    const b0 = bytes[i]!;
    if (b0 !== 0x80) {
      b.add((x += (b0 << 24) >> 24), (y -= (bytes[i + 1]! << 24) >> 24), STITCH);
      continue;
    }
    const control = bytes[i + 1]!;
    if (i + 3 >= bytes.length) throw new FormatError('sew', i, 'stitch data ends inside a command');
    i += 2;
    const dx = (bytes[i]! << 24) >> 24;
    const dy = -((bytes[i + 1]! << 24) >> 24);
    if (control & 1) b.add(x, y, COLOR_CHANGE);
    else if (control === 0x02 || control === 0x04) b.add((x += dx), (y += dy), JUMP);
    else if (control === 0x10) b.add((x += dx), (y += dy), STITCH);
    else break;
  }
  b.add(x, y, END);
}

function read(bytes: Uint8Array): Pattern {
  const r = new ByteReader(bytes, 'sew');
  const colors = r.u16le('the colour count');
  const threads = [];
  for (let i = 0; i < colors; i++) threads.push(threadAt(SEW_THREADS, r.u16le('a colour index')));
  r.seek(STITCHES, 'the stitch data');
  const b = new PatternBuilder(Math.max(16, (bytes.length - STITCHES) >> 1));
  b.threads = threads;
  readStitches(bytes, b);
  return b.build();
}

/** Janome SEW: the older Janome machine format, stitches to the end of the file. */
export const sew: FormatModule = {
  id: 'sew',
  name: 'Janome SEW',
  extensions: ['sew'],
  limits: { maxStitch: 127, maxJump: 127, maxColors: Infinity, paletteOnly: true },
  detect,
  read,
};
