import { JUMP, TRIM } from '../model/commands.ts';
import { FormatError } from '../model/formatError.ts';
import type { FormatModule } from '../model/formatModule.ts';
import type { Pattern } from '../model/pattern.ts';
import { StitchSink, capacityFor } from './lib/stitchSink.ts';

// Mitsubishi MIT (after pyembroidery's reader): 2-byte records, no header. Each byte holds a
// 5-bit magnitude in 0.2 mm, bit 7 its sign (y up), and two control bits (5–6); the four control
// bits of a record say: 0111, 0100, 0101 (and the unnamed rest) stitch, 1100 jump, 1000 after a
// stitch trim, 0000 end. pyembroidery reads 1000 as a colour change; the samples have exactly as
// many of them as the same designs have trims in every other format (12 and 43), and none
// elsewhere, so they are trims.
const UNIT = 2;

/**
 * Reads a Mitsubishi MIT file.
 * @throws FormatError when the data ends inside a record
 */
export function readMit(bytes: Uint8Array): Pattern {
  const sink = new StitchSink(capacityFor(bytes.length, 2));
  let previous = -1;
  let ended = false;
  let i = 0;
  for (; i + 2 <= bytes.length && !ended; i += 2) {
    const b0 = bytes[i] as number;
    const b1 = bytes[i + 1] as number;
    const control = ((b0 & 0x60) >> 3) | ((b1 & 0x60) >> 5);
    const dx = (b0 & 0x80 ? -(b0 & 0x1f) : b0 & 0x1f) * UNIT;
    const dy = (b1 & 0x80 ? b1 & 0x1f : -(b1 & 0x1f)) * UNIT;
    if (control === 0) ended = true;
    else if (control === 0b1100) sink.rel(dx, dy, JUMP);
    else if (control === 0b1000) {
      if (previous === 0b0111) sink.here(TRIM);
    } else sink.stitch(dx, dy);
    previous = control;
  }
  if (!ended && i !== bytes.length)
    throw new FormatError('mit', i, 'file ends inside a stitch record');
  sink.end();
  return sink.build();
}

// No header and nearly every bit pattern is a valid record; the samples consist mostly of
// ordinary stitches (0111) and end with the 00 00 record.
function detectMit(bytes: Uint8Array): number {
  if (bytes.length < 16 || bytes.length % 2 !== 0) return 0;
  if (bytes[bytes.length - 1] !== 0 || bytes[bytes.length - 2] !== 0) return 0;
  let ordinary = 0;
  const n = Math.min(bytes.length >> 1, 4096);
  for (let k = 0; k < n; k++) {
    const control =
      (((bytes[2 * k] as number) & 0x60) >> 3) | (((bytes[2 * k + 1] as number) & 0x60) >> 5);
    if (control === 0b0111) ordinary++;
  }
  return ordinary / n > 0.6 ? 0.4 : 0;
}

/** Mitsubishi MIT. */
export const mit: FormatModule = {
  id: 'mit',
  name: 'Mitsubishi MIT',
  extensions: ['mit'],
  limits: { maxStitch: 62, maxJump: 62, maxColors: Infinity, paletteOnly: false },
  detect: detectMit,
  read: readMit,
};
