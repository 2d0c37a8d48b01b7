import { COLOR_CHANGE, JUMP, STITCH } from '../model/commands.ts';
import { FormatError } from '../model/formatError.ts';
import type { FormatModule } from '../model/formatModule.ts';
import type { Pattern } from '../model/pattern.ts';
import type { Thread } from '../model/thread.ts';
import { ByteReader, hasAscii } from './lib/byteReader.ts';
import { StitchSink, capacityFor } from './lib/stitchSink.ts';

// Zeng Hsing ZHS (after pyembroidery's reader): "HSING" at byte 0; at 0x0F the offsets of the
// stitches and of a colour header (a count, 24-bit RGB per colour, then "&$chart&#name&#code"
// text). Records are control, then two bytes whose bits interleave x and y; moves accumulate
// until a stitch (0x02), jump (0x01) or colour change (0x04, whose move is dropped) places them;
// 0x10 is a checksum, 0x80 the end. pyembroidery also stretches moves of 63 and more by one:
// without that every stitch of the sample cake lies exactly where its DST version puts it.

function s8(b: number): number {
  return b > 127 ? b - 256 : b;
}

function dx(b1: number, b2: number): number {
  return s8((b1 & 0x55) | (b2 & 0xaa));
}

function dy(b1: number, b2: number): number {
  return s8((b2 & 0x55) | (b1 & 0xaa));
}

function readThreads(header: ByteReader): Thread[] {
  const count = header.u8('the colour count');
  header.need(count * 3, 'the colour table');
  const threads: Thread[] = [];
  for (let k = 0; k < count; k++) threads.push({ color: header.u24be('a colour') });
  const length = header.u16le('the thread names length');
  const text = header.utf8(Math.min(length, header.remaining), 'the thread names');
  text
    .split('&$')
    .slice(1)
    .forEach((entry, k) => {
      const thread = threads[k];
      const [chart, description, code] = entry.split('&#');
      if (!thread) return;
      if (chart) thread.chart = chart;
      if (description) thread.description = description;
      if (code && code.length > 3) thread.catalogNumber = code.slice(0, -2);
    });
  return threads;
}

function readStitches(bytes: Uint8Array, start: number, sink: StitchSink): void {
  let ax = 0;
  let ay = 0;
  for (let i = start; i + 3 <= bytes.length; i += 3) {
    const c = bytes[i] as number;
    if (c === 0x10) continue;
    if (c === 0x80) return;
    ax += dx(bytes[i + 1] as number, bytes[i + 2] as number);
    ay += dy(bytes[i + 1] as number, bytes[i + 2] as number);
    if (c === 0x02 || c === 0x01) sink.rel(ax, -ay, c === 0x02 ? STITCH : JUMP);
    else if (c === 0x04) sink.here(COLOR_CHANGE);
    else if (c === 0x41) continue;
    else throw new FormatError('zhs', i, `unknown control byte 0x${c.toString(16)}`);
    ax = 0;
    ay = 0;
  }
  throw new FormatError('zhs', bytes.length, 'file ends before the end record');
}

/**
 * Reads a Zeng Hsing ZHS file.
 * @throws FormatError for a short header, offsets outside the file, an unknown control or no end
 */
export function readZhs(bytes: Uint8Array): Pattern {
  const header = new ByteReader(bytes, 'zhs');
  header.seek(0x0f, 'the section offsets');
  const start = header.u32le('the stitch offset');
  header.seek(header.u32le('the colour header offset'), 'the colour header');
  const threads = readThreads(header);
  header.seek(start, 'the stitch data');
  const sink = new StitchSink(capacityFor(bytes.length - start, 3));
  sink.threads = threads;
  readStitches(bytes, start, sink);
  sink.end();
  return sink.build();
}

/** Zeng Hsing ZHS. */
export const zhs: FormatModule = {
  id: 'zhs',
  name: 'Zeng Hsing ZHS',
  extensions: ['zhs'],
  limits: { maxStitch: 127, maxJump: 127, maxColors: 255, paletteOnly: false },
  detect: (bytes) => (hasAscii(bytes, 0, 'HSING') && bytes.length >= 0x17 ? 1 : 0),
  read: readZhs,
};
