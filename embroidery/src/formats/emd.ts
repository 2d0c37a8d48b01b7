import { COLOR_CHANGE, JUMP, TRIM } from '../model/commands.ts';
import { FormatError } from '../model/formatError.ts';
import type { FormatModule } from '../model/formatModule.ts';
import type { Pattern } from '../model/pattern.ts';
import { hasAscii } from './lib/byteReader.ts';
import { StitchSink, capacityFor } from './lib/stitchSink.ts';

// Elna EMD (after pyembroidery's reader): "EMD" magic in a 48-byte header, then 2-byte records
// (signed x, signed y up) or 0x80 and a control: 0x80 jump (two more bytes), 0x2A colour change,
// 0x7D start, 0xAD and 0x90 trim, 0xFD end.
const BODY_AT = 0x30;

function s8(b: number): number {
  return b > 127 ? b - 256 : b;
}

function readRecords(bytes: Uint8Array, sink: StitchSink): void {
  let i = BODY_AT;
  while (i + 2 <= bytes.length) {
    const b0 = bytes[i] as number;
    const b1 = bytes[i + 1] as number;
    i += 2;
    if (b0 !== 0x80) sink.stitch(s8(b0), -s8(b1));
    else if (b1 === 0x80) {
      if (i + 2 > bytes.length)
        throw new FormatError('emd', i - 2, 'file ends inside a jump record');
      sink.rel(s8(bytes[i] as number), -s8(bytes[i + 1] as number), JUMP);
      i += 2;
    } else if (b1 === 0x2a) sink.here(COLOR_CHANGE);
    else if (b1 === 0xad || b1 === 0x90) sink.here(TRIM);
    else if (b1 === 0xfd) return;
    else if (b1 !== 0x7d)
      throw new FormatError('emd', i - 1, `unknown control byte 0x${b1.toString(16)}`);
  }
  if (i !== bytes.length) throw new FormatError('emd', i, 'file ends inside a stitch record');
}

/**
 * Reads an Elna EMD file.
 * @throws FormatError for a short header, an unknown control or a record cut off
 */
export function readEmd(bytes: Uint8Array): Pattern {
  if (bytes.length < BODY_AT)
    throw new FormatError('emd', bytes.length, 'file ends inside the 48-byte header');
  const sink = new StitchSink(capacityFor(bytes.length - BODY_AT, 2));
  readRecords(bytes, sink);
  sink.end();
  return sink.build();
}

/** Elna EMD. */
export const emd: FormatModule = {
  id: 'emd',
  name: 'Elna EMD',
  extensions: ['emd'],
  limits: { maxStitch: 127, maxJump: 127, maxColors: Infinity, paletteOnly: false },
  // The samples open with "JEMD0".
  detect: (bytes) => (hasAscii(bytes, 1, 'EMD') && bytes.length >= BODY_AT ? 1 : 0),
  read: readEmd,
};
