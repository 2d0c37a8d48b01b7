import type { FormatModule } from '../model/formatModule.ts';
import { PatternBuilder } from '../model/pattern.ts';
import type { Pattern } from '../model/pattern.ts';
import { hasAscii } from './lib/byteReader.ts';
import { ByteWriter } from './lib/byteWriter.ts';
import { FormatError } from '../model/formatError.ts';
import { fitToLimits } from './lib/fitToLimits.ts';
import { PEC_MAX_COLORS, pecCapacity, readPecSection, writePecSection } from './lib/pecSection.ts';

const MAGIC = '#PEC0001';
/** PEC moves are 12-bit signed: up to 204.7 mm per stitch or jump. */
const MAX_MOVE = 2047;

function read(bytes: Uint8Array): Pattern {
  if (!hasAscii(bytes, 0, MAGIC)) throw new FormatError('pec', 0, `missing the ${MAGIC} signature`);
  const builder = new PatternBuilder(pecCapacity(bytes, MAGIC.length));
  readPecSection(bytes, MAGIC.length, builder, { format: 'pec' });
  return builder.build();
}

function write(pattern: Pattern): Uint8Array {
  const fitted = fitToLimits(pattern, { maxStitch: MAX_MOVE, maxJump: MAX_MOVE, format: 'pec' });
  const out = new ByteWriter(fitted.length * 2 + 4096);
  out.ascii(MAGIC);
  writePecSection(fitted, out, 'pec');
  return out.toBytes();
}

/** Brother PEC: the machine part of PES files, also found on its own. */
export const pec: FormatModule = {
  id: 'pec',
  name: 'Brother PEC',
  extensions: ['pec'],
  limits: { maxStitch: MAX_MOVE, maxJump: MAX_MOVE, maxColors: PEC_MAX_COLORS, paletteOnly: true },
  detect: (bytes) => (hasAscii(bytes, 0, MAGIC) ? 1 : 0),
  read,
  write,
};
