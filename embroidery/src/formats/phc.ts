import { FormatError } from '../model/formatError.ts';
import type { FormatModule } from '../model/formatModule.ts';
import { PatternBuilder } from '../model/pattern.ts';
import type { Pattern } from '../model/pattern.ts';
import { ByteReader, hasAscii } from './lib/byteReader.ts';
import { finishPecStitches, readPecColorList } from './phb.ts';

// The 16-bit value at 0x30 locates the stitch section relative to byte 0x2E. (pyembroidery
// takes the base from byte 0x2B, which is 0x2E only when a 44-character copyright string
// fills the label; for "LA:"-labelled files such as Star.phc it reads a space and crashes.)
const SECTION_BASE = 0x2e;

function read(bytes: Uint8Array): Pattern {
  if (!hasAscii(bytes, 0, '#PHC')) throw new FormatError('phc', 0, 'missing the #PHC signature');
  const r = new ByteReader(bytes, 'phc', 0x4d);
  const threads = readPecColorList(r, r.u16le('the colour count'));
  r.seek(0x30);
  r.seek(r.u16le('the stitch section offset') + SECTION_BASE, 'the stitch section');
  r.skip(r.u16le('the bounds section length'), 'the bounds section');
  r.skip(r.u32le('the section bounds length') + 10, 'the section bounds');
  r.skip(r.u8('the stitch block colour count') + 0x1d, 'the stitch block header');
  const builder = new PatternBuilder(Math.max(16, r.remaining >> 1));
  builder.threads = threads;
  return finishPecStitches(bytes, r.pos, builder, 'phc');
}

/** Brother PHC (PE-Design's design-library format, later version): PEC stitches in sections. */
export const phc: FormatModule = {
  id: 'phc',
  name: 'Brother PHC',
  extensions: ['phc'],
  limits: { maxStitch: 2047, maxJump: 2047, maxColors: 255, paletteOnly: true },
  detect: (bytes) => (hasAscii(bytes, 0, '#PHC') ? 1 : 0),
  read,
};
