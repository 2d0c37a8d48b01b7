import { COLOR_CHANGE, END, JUMP, STITCH, TRIM } from '../model/commands.ts';
import { FormatError } from '../model/formatError.ts';
import type { FormatModule } from '../model/formatModule.ts';
import { PatternBuilder } from '../model/pattern.ts';
import type { Pattern } from '../model/pattern.ts';
import type { Thread } from '../model/thread.ts';
import { ByteReader } from './lib/byteReader.ts';
import { writeXxx } from './xxxWriter.ts';

// Singer XXX: a 256-byte header (colour count at 0x27, end-of-stitches offset at 0xFC), then
// stitch bytes from 0x100: two signed bytes (y up) per stitch; 0x7D/0x7E + two 16-bit values
// is a long jump; 0x7F + code + two bytes is a command; then the colour table.
const STITCHES = 0x100;

function isEnd(bytes: Uint8Array, i: number): boolean {
  return bytes[i] === 0x7f && (bytes[i + 1] === 0x7f || bytes[i + 1] === 0x18);
}

// The header is zero up to the stitch count at 0x17 in every writer seen, and 0xFC points at the
// end command. Either one vouches for the file; a header with other bytes at the start is
// taken when the pointer holds.
function detect(bytes: Uint8Array): number {
  if (bytes.length < STITCHES + 4) return 0;
  let zeroStart = true;
  for (let i = 0; i < 0x17 && zeroStart; i++) if (bytes[i] !== 0) zeroStart = false;
  const end = (bytes[0xfc]! | (bytes[0xfd]! << 8) | (bytes[0xfe]! << 16)) + bytes[0xff]! * 2 ** 24;
  const pointed = end >= STITCHES && isEnd(bytes, end);
  if (!zeroStart && !pointed) return 0;
  if ((bytes[0x27]! | (bytes[0x28]! << 8)) > 1024) return 0;
  if (pointed) return zeroStart ? 0.9 : 0.7;
  for (let i = STITCHES; i + 3 < bytes.length; i++)
    if (bytes[i] === 0x7f && bytes[i + 1] === 0x7f && bytes[i + 3] === 0x14) return 0.7;
  return 0.3;
}

/** Decodes stitch data from 0x100; returns the offset of the end command. */
function readStitches(bytes: Uint8Array, b: PatternBuilder): number {
  let x = 0;
  let y = 0;
  let i = STITCHES;
  const need = (n: number) => {
    if (i + n > bytes.length)
      throw new FormatError('xxx', i, 'stitch data ends without its end command');
  };
  for (;;) {
    need(2);
    const b1 = bytes[i]!;
    if (b1 === 0x7d || b1 === 0x7e) {
      need(5);
      x += ((bytes[i + 1]! | (bytes[i + 2]! << 8)) << 16) >> 16;
      y -= ((bytes[i + 3]! | (bytes[i + 4]! << 8)) << 16) >> 16;
      b.add(x, y, JUMP);
      i += 5;
      continue;
    }
    const b2 = bytes[i + 1]!;
    if (b1 !== 0x7f) {
      b.add((x += (b1 << 24) >> 24), (y -= (b2 << 24) >> 24), STITCH);
      i += 2;
      continue;
    }
    need(4);
    const dx = (bytes[i + 2]! << 24) >> 24;
    const dy = -((bytes[i + 3]! << 24) >> 24);
    if (b2 === 0x7f || b2 === 0x18) return i;
    i += 4;
    if (b2 === 0x01) b.add((x += dx), (y += dy), JUMP);
    else if (b2 === 0x03) {
      b.add(x, y, TRIM);
      if (dx !== 0 || dy !== 0) b.add((x += dx), (y += dy), JUMP);
    } else if (b2 === 0x08 || (b2 >= 0x0a && b2 <= 0x17)) b.add(x, y, COLOR_CHANGE);
  }
}

function read(bytes: Uint8Array): Pattern {
  const r = new ByteReader(bytes, 'xxx', 0x27);
  const colorCount = r.u16le('the colour count');
  r.need(STITCHES - r.pos, 'the header');
  const b = new PatternBuilder(Math.max(16, (bytes.length - STITCHES) >> 1));
  let end = readStitches(bytes, b);
  const last = b.length - 1;
  b.add(last >= 0 ? b.xs[last]! : 0, last >= 0 ? b.ys[last]! : 0, END);
  // Some writers close with 7F 18 then 7F 7F; the colour table follows the last end command
  // and two more bytes.
  while (isEnd(bytes, end + 4)) end += 4;
  r.seek(Math.min(end + 6, bytes.length), 'the colour table');
  const threads: Thread[] = [];
  for (let k = 0; k < colorCount && r.remaining >= 4; k++)
    threads.push({ color: r.u32be() & 0xffffff });
  b.threads = threads;
  return b.build();
}

/** Singer / Compucon XXX: 8-bit stitches, 16-bit jumps, RGB colour table. */
export const xxx: FormatModule = {
  id: 'xxx',
  name: 'Singer XXX',
  extensions: ['xxx'],
  limits: { maxStitch: 123, maxJump: 32767, maxColors: Infinity, paletteOnly: false },
  detect,
  read,
  write: writeXxx,
};
