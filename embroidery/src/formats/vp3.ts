import { COLOR_CHANGE, END, JUMP, STITCH, TRIM } from '../model/commands.ts';
import { FormatError } from '../model/formatError.ts';
import type { FormatModule } from '../model/formatModule.ts';
import { PatternBuilder } from '../model/pattern.ts';
import type { Pattern } from '../model/pattern.ts';
import type { Thread } from '../model/thread.ts';
import { ByteReader, hasAscii } from './lib/byteReader.ts';
import { VP3_MAX_MOVE, writeVp3 } from './vp3Writer.ts';

const MAGIC = '%vsm%\0';

/** A VP3 string: 16-bit big-endian byte length, then the bytes. */
function skipString(r: ByteReader, what: string): void {
  r.skip(r.u16be(what), what);
}

function readString(r: ByteReader, what: string): string {
  return r.utf8(r.u16be(what), what);
}

function readThread(r: ByteReader): Thread {
  const colors = r.u8('the thread colour count');
  r.skip(1, 'the thread transition');
  let color = 0;
  // A thread may blend several colours; the last one listed is taken.
  for (let i = 0; i < colors; i++) {
    color = r.u24be('a thread colour');
    r.skip(3, 'a thread colour part');
  }
  r.skip(2, 'the thread type and weight');
  const thread: Thread = { color };
  const catalogNumber = readString(r, 'the thread catalogue number');
  const description = readString(r, 'the thread description');
  const brand = readString(r, 'the thread brand');
  if (catalogNumber) thread.catalogNumber = catalogNumber;
  if (description) thread.description = description;
  if (brand) thread.brand = brand;
  return thread;
}

/** Decodes one block's stitch bytes [start, end) relative to (x, y); returns the end position. */
function readStitches(
  bytes: Uint8Array,
  start: number,
  end: number,
  b: PatternBuilder,
  at: [number, number],
): void {
  let [x, y] = at;
  for (let i = start; i + 1 < end;) {
    const b0 = bytes[i]!;
    const b1 = bytes[i + 1]!;
    i += 2;
    if (b0 !== 0x80) {
      b.add((x += (b0 << 24) >> 24), (y += (b1 << 24) >> 24), STITCH);
    } else if (b1 === 0x01) {
      // A long move: 16-bit x and y, then a 0x80 0x02 marker. Read as a stitch, as pyembroidery does.
      if (i + 6 > end) throw new FormatError('vp3', i - 2, 'stitch data ends inside a long stitch');
      x += (((bytes[i]! << 8) | bytes[i + 1]!) << 16) >> 16;
      y += (((bytes[i + 2]! << 8) | bytes[i + 3]!) << 16) >> 16;
      b.add(x, y, STITCH);
      i += 6;
    } else if (b1 === 0x03) {
      b.add(x, y, TRIM);
    }
  }
  at[0] = x;
  at[1] = y;
}

/** Reads the colour block at the cursor; returns where the next one starts. */
function readBlock(
  r: ByteReader,
  b: PatternBuilder,
  center: [number, number],
  at: [number, number],
): number {
  if (!hasAscii(r.bytes, r.pos, '\x00\x05\x00')) r.fail('expected a colour block (00 05 00)');
  r.skip(3);
  const declaredEnd = r.u32be('the colour block length') + r.pos;
  const startX = Math.round(r.i32be('the block start x') / 100 + center[0]);
  const startY = Math.round(-r.i32be('the block start y') / 100 + center[1]);
  // pyembroidery emits a (possibly zero-length) jump at each block start off both axes; we
  // also jump whenever the start differs from where the needle is.
  if (startX !== at[0] || startY !== at[1] || (startX !== 0 && startY !== 0)) {
    b.add(startX, startY, JUMP);
    at[0] = startX;
    at[1] = startY;
  }
  b.threads.push(readThread(r));
  r.skip(8 + 3, 'the block shift and stitch section header');
  const stitchEnd = r.u32be('the stitch section length') + r.pos;
  if (stitchEnd > r.length)
    r.fail(`the stitch section ends at byte ${stitchEnd}, past the end of the file`);
  r.skip(3, 'the stitch section marker');
  readStitches(r.bytes, r.pos, stitchEnd, b, at);
  // PEmbroider writes block lengths 25 bytes short; the stitch section length is reliable.
  return hasAscii(r.bytes, declaredEnd, '\x00\x05\x00') ? declaredEnd : stitchEnd + 1;
}

function read(bytes: Uint8Array): Pattern {
  if (!hasAscii(bytes, 0, MAGIC)) throw new FormatError('vp3', 0, 'missing the %vsm% signature');
  const r = new ByteReader(bytes, 'vp3', MAGIC.length);
  skipString(r, 'the producer string');
  r.skip(7, 'the file block header');
  skipString(r, 'the settings string');
  r.skip(32, 'the design extents');
  const center: [number, number] = [
    r.i32be('the design centre x') / 100,
    -r.i32be('the design centre y') / 100,
  ];
  r.skip(27, 'the design block header');
  skipString(r, 'the design notes');
  r.skip(24, 'the design settings');
  skipString(r, 'the design producer string');
  const blocks = r.u16be('the colour block count');
  const b = new PatternBuilder(Math.max(16, bytes.length >> 1));
  const at: [number, number] = [0, 0];
  for (let k = 0; k < blocks; k++) {
    if (k > 0) b.add(at[0], at[1], COLOR_CHANGE);
    const next = readBlock(r, b, center, at);
    if (k + 1 < blocks) r.seek(next, 'the next colour block');
  }
  b.add(at[0], at[1], END);
  return b.build();
}

/** Husqvarna Viking / Pfaff VP3: colour blocks with RGB threads, 8- and 16-bit moves. */
export const vp3: FormatModule = {
  id: 'vp3',
  name: 'Husqvarna Viking / Pfaff VP3',
  extensions: ['vp3'],
  limits: {
    maxStitch: VP3_MAX_MOVE,
    maxJump: VP3_MAX_MOVE,
    maxColors: 255,
    paletteOnly: false,
  },
  detect: (bytes) => (hasAscii(bytes, 0, MAGIC) ? 1 : 0),
  read,
  write: writeVp3,
};
