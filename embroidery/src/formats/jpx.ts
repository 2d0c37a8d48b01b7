import { COLOR_CHANGE, JUMP } from '../model/commands.ts';
import { FormatError } from '../model/formatError.ts';
import type { FormatModule } from '../model/formatModule.ts';
import type { Pattern } from '../model/pattern.ts';
import { ByteReader } from './lib/byteReader.ts';
import { StitchSink, capacityFor } from './lib/stitchSink.ts';
import { JEF_THREADS } from './lib/threads/jefThreads.ts';
import { threadAt } from './lib/threads/threadTable.ts';

// Janome JPX (after pyembroidery's reader): a 32-bit offset to the stitches at byte 0, the colour
// count at 0x20 and one 32-bit index per colour block from 0x3C. The indices are Janome's thread
// chart, as in JEF: the sample cake's indices are exactly those of its JEF version (pyembroidery
// gives them random colours). Stitches as in EXP: two signed bytes, or 0x80 with 0x02 jump,
// 0x01 colour change (its two bytes a move), 0x10 end.

function s8(b: number): number {
  return b > 127 ? b - 256 : b;
}

function readStitches(bytes: Uint8Array, start: number, sink: StitchSink): void {
  let i = start;
  while (i + 2 <= bytes.length) {
    const b0 = bytes[i] as number;
    const b1 = bytes[i + 1] as number;
    if (b0 !== 0x80) {
      sink.stitch(s8(b0), -s8(b1));
      i += 2;
      continue;
    }
    if (b1 === 0x10) return;
    if (i + 4 > bytes.length) throw new FormatError('jpx', i, 'file ends inside a control record');
    const dx = s8(bytes[i + 2] as number);
    const dy = -s8(bytes[i + 3] as number);
    if (b1 === 0x02) sink.rel(dx, dy, JUMP);
    else if (b1 === 0x01) {
      sink.here(COLOR_CHANGE);
      if (dx !== 0 || dy !== 0) sink.rel(dx, dy, JUMP);
    } else throw new FormatError('jpx', i + 1, `unknown control byte 0x${b1.toString(16)}`);
    i += 4;
  }
  if (i !== bytes.length) throw new FormatError('jpx', i, 'file ends inside a stitch record');
}

/**
 * Reads a Janome JPX file.
 * @throws FormatError for a short header, an offset outside the file, an unknown control or a cut record
 */
export function readJpx(bytes: Uint8Array): Pattern {
  const header = new ByteReader(bytes, 'jpx');
  const start = header.u32le('the stitch offset');
  header.seek(0x20, 'the colour count');
  const colors = header.u32le('the colour count');
  header.seek(0x3c, 'the colour list');
  header.need(colors * 4, 'the colour list');
  const threads = [];
  for (let k = 0; k < colors; k++)
    threads.push(threadAt(JEF_THREADS, header.u32le('a colour index')));
  header.seek(start, 'the stitch data');
  const sink = new StitchSink(capacityFor(bytes.length - start, 2, 2));
  sink.threads = threads;
  readStitches(bytes, start, sink);
  sink.end();
  return sink.build();
}

/** Janome JPX. */
export const jpx: FormatModule = {
  id: 'jpx',
  name: 'Janome JPX',
  extensions: ['jpx'],
  limits: { maxStitch: 127, maxJump: 127, maxColors: Infinity, paletteOnly: true },
  detect: detectJpx,
  read: readJpx,
};

// The stitch offset points past the colour list, and a 14-digit timestamp sits at 0x10.
function detectJpx(bytes: Uint8Array): number {
  if (bytes.length < 0x40) return 0;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const start = view.getUint32(0, true);
  const colors = view.getUint32(0x20, true);
  if (colors > 0x10000 || start < 0x3c + colors * 4 || start > bytes.length) return 0;
  for (let i = 0x10; i < 0x1e; i++)
    if ((bytes[i] as number) < 0x30 || (bytes[i] as number) > 0x39) return 0.4;
  return 0.9;
}
