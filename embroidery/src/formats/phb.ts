import { END } from '../model/commands.ts';
import { FormatError } from '../model/formatError.ts';
import type { FormatModule } from '../model/formatModule.ts';
import { PatternBuilder } from '../model/pattern.ts';
import type { Pattern } from '../model/pattern.ts';
import { ByteReader, hasAscii } from './lib/byteReader.ts';
import { duplicateColorAsStop } from './lib/duplicateColorAsStop.ts';
import { decodePecStitches } from './lib/pecStitches.ts';
import { PEC_THREADS } from './lib/threads/pecThreads.ts';
import { threadAt } from './lib/threads/threadTable.ts';

/**
 * Reads PEC stitch data at `start` to its end marker and closes the pattern as PEC readers do
 * (END, stops from repeated threads). Shared by PHB and PHC.
 * @throws FormatError when the data has no end marker
 */
export function finishPecStitches(
  bytes: Uint8Array,
  start: number,
  builder: PatternBuilder,
  format: string,
): Pattern {
  const result = decodePecStitches(bytes, start, bytes.length, builder, format);
  if (!result.ended)
    throw new FormatError(format, result.offset, 'stitch data ends without its end marker');
  const last = builder.length - 1;
  builder.add(last >= 0 ? builder.xs[last]! : 0, last >= 0 ? builder.ys[last]! : 0, END);
  duplicateColorAsStop(builder);
  return builder.build();
}

/** PEC chart threads for `count` colour index bytes at the reader's cursor. */
export function readPecColorList(r: ByteReader, count: number): ReturnType<typeof threadAt>[] {
  return Array.from(r.take(count, 'the colour list'), (b) => threadAt(PEC_THREADS, b));
}

function read(bytes: Uint8Array): Pattern {
  if (!hasAscii(bytes, 0, '#PHB')) throw new FormatError('phb', 0, 'missing the #PHB signature');
  const r = new ByteReader(bytes, 'phb', 0x71);
  const threads = readPecColorList(r, r.u16le('the colour count'));
  // A chain of section lengths leads from 0x52 to the stitch block.
  r.seek(0x54);
  let offset = 0x52 + r.u32le('the first section length');
  r.seek(offset, 'the second section');
  offset += r.u32le('the second section length') + 2;
  r.seek(offset, 'the third section');
  offset += r.u32le('the third section length');
  r.seek(offset + 14, 'the stitch block');
  r.skip(r.u8('the stitch block colour count') + 0x15, 'the stitch block header');
  const builder = new PatternBuilder(Math.max(16, r.remaining >> 1));
  builder.threads = threads;
  return finishPecStitches(bytes, r.pos, builder, 'phb');
}

/** Brother PHB (PE-Design's design-library format): PEC stitches after a chain of sections. */
export const phb: FormatModule = {
  id: 'phb',
  name: 'Brother PHB',
  extensions: ['phb'],
  limits: { maxStitch: 2047, maxJump: 2047, maxColors: 255, paletteOnly: true },
  detect: (bytes) => (hasAscii(bytes, 0, '#PHB') ? 1 : 0),
  read,
};
