import { JUMP } from '../model/commands.ts';
import { FormatError } from '../model/formatError.ts';
import type { FormatModule } from '../model/formatModule.ts';
import type { Pattern } from '../model/pattern.ts';
import { hasAscii } from './lib/byteReader.ts';
import { checkEnding } from './lib/signedRecords.ts';
import { StitchSink, capacityFor } from './lib/stitchSink.ts';

// Gunold STC (after pyembroidery's reader): a 40-byte text header "DESIGN:… STITCHES:…", then
// records signed x, signed y (up), control: 1 stitch, 0 jump, 25 end, any other value selects
// needle (value − 2).
const HEADER_SIZE = 0x28;

function s8(b: number): number {
  return b > 127 ? b - 256 : b;
}

/**
 * Reads a Gunold STC file.
 * @throws FormatError for a short header or a record cut off
 */
export function readStc(bytes: Uint8Array): Pattern {
  if (bytes.length < HEADER_SIZE)
    throw new FormatError('stc', bytes.length, 'file ends inside the 40-byte header');
  const sink = new StitchSink(capacityFor(bytes.length - HEADER_SIZE, 3));
  let i = HEADER_SIZE;
  let endRecord = false;
  for (; i + 3 <= bytes.length; i += 3) {
    const c = bytes[i + 2] as number;
    if (c === 25) {
      endRecord = true;
      i += 3;
      break;
    }
    const dx = s8(bytes[i] as number);
    const dy = -s8(bytes[i + 1] as number);
    if (c === 1) sink.stitch(dx, dy);
    else if (c === 0) sink.rel(dx, dy, JUMP);
    else sink.needle();
  }
  checkEnding(bytes, { offset: i, endRecord }, 'stc');
  sink.end();
  return sink.build();
}

/** Gunold STC. */
export const stc: FormatModule = {
  id: 'stc',
  name: 'Gunold STC',
  extensions: ['stc'],
  limits: { maxStitch: 127, maxJump: 127, maxColors: Infinity, paletteOnly: false },
  detect: (bytes) => (bytes.length >= HEADER_SIZE && hasAscii(bytes, 0, 'DESIGN:') ? 0.95 : 0),
  read: readStc,
};
