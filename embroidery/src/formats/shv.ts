import { COLOR_CHANGE, END, JUMP, STITCH } from '../model/commands.ts';
import type { FormatModule } from '../model/formatModule.ts';
import { PatternBuilder } from '../model/pattern.ts';
import type { Pattern } from '../model/pattern.ts';
import { ByteReader, hasAscii } from './lib/byteReader.ts';
import { SHV_THREADS } from './lib/threads/shvThreads.ts';
import { threadAt } from './lib/threads/threadTable.ts';

// Husqvarna Viking SHV: 0x56 bytes of text, the design name, a preview bitmap, a colour list
// with the stitch count of each colour (colour changes are implied by those counts), then
// stitches: two signed bytes (y down); 0x80 01 + two 16-bit values starts a jump, 0x80 02 ends it.
const SIGNATURE = 'Embroidery disk created using software licensed from Viking Sewing Machines AB';

interface Header {
  threads: ReturnType<typeof threadAt>[];
  counts: number[];
  name: string;
  stitches: number;
}

function readHeader(r: ByteReader): Header {
  r.seek(0x56);
  const name = r.latin1(r.u8('the name length'), 'the design name').replace(/\0+$/, '');
  const width = r.u8('the preview width');
  const height = r.u8('the preview height');
  r.skip(4 + Math.ceil(height / 2) * width, 'the preview bitmap');
  const colors = r.u8('the colour count');
  r.skip(18, 'the colour list header');
  const threads = [];
  const counts = [];
  for (let i = 0; i < colors; i++) {
    counts.push(r.u32be('a colour’s stitch count'));
    threads.push(threadAt(SHV_THREADS, r.u8('a colour code')));
    r.skip(9, 'a colour record');
  }
  // The stitch data starts two bytes before the end of the last colour record.
  return { threads, counts, name, stitches: r.pos - 2 };
}

function detect(bytes: Uint8Array): number {
  if (hasAscii(bytes, 0, SIGNATURE)) return 1;
  for (let i = 0; i < 0x56; i++) if (bytes[i] !== 0) return 0;
  try {
    const header = readHeader(new ByteReader(bytes, 'shv'));
    return header.threads.length > 0 && /^[\x20-\x7e]*$/.test(header.name) ? 0.5 : 0;
  } catch {
    return 0;
  }
}

function readStitches(bytes: Uint8Array, header: Header, b: PatternBuilder): void {
  let x = 0;
  let y = 0;
  let inJump = false;
  let sinceChange = 0;
  let block = 0;
  let limit = header.counts[0] ?? 0;
  for (let i = header.stitches; i + 1 < bytes.length;) {
    const b0 = bytes[i]!;
    const b1 = bytes[i + 1]!;
    i += 2;
    if (sinceChange >= limit) {
      b.add(x, y, COLOR_CHANGE);
      sinceChange = 0;
      limit = header.counts[++block] ?? 0xffffffff;
    }
    if (b0 === 0x80 && b1 <= 3 && b1 >= 1) {
      sinceChange++;
      if (b1 === 2) inJump = false;
      if (b1 !== 1) continue;
      if (i + 4 > bytes.length) break;
      sinceChange += 2;
      x += ((bytes[i]! << 24) >> 16) | bytes[i + 1]!;
      y += ((bytes[i + 2]! << 24) >> 16) | bytes[i + 3]!;
      i += 4;
      inJump = true;
      b.add(x, y, JUMP);
      continue;
    }
    sinceChange++;
    b.add((x += (b0 << 24) >> 24), (y += (b1 << 24) >> 24), inJump ? JUMP : STITCH);
  }
  b.add(x, y, END);
}

function read(bytes: Uint8Array): Pattern {
  const header = readHeader(new ByteReader(bytes, 'shv'));
  const b = new PatternBuilder(Math.max(16, (bytes.length - header.stitches) >> 1));
  b.threads = header.threads;
  if (header.name) b.metadata.name = header.name;
  readStitches(bytes, header, b);
  return b.build();
}

/** Husqvarna Viking SHV: colour changes implied by per-colour stitch counts. */
export const shv: FormatModule = {
  id: 'shv',
  name: 'Husqvarna Viking SHV',
  extensions: ['shv'],
  limits: { maxStitch: 127, maxJump: 32767, maxColors: 255, paletteOnly: true },
  detect,
  read,
};
