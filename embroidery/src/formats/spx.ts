import { FormatError } from '../model/formatError.ts';
import type { FormatModule } from '../model/formatModule.ts';
import type { Pattern } from '../model/pattern.ts';
import { hasAscii } from './lib/byteReader.ts';
import { StitchSink, capacityFor } from './lib/stitchSink.ts';

// Pfaff SPX: "%spx%" and tagged sections (EduTech wiki, "Embroidery format SPX"); the stitches
// from 0x11E as pyembroidery reads them: 9-byte records of a 2-byte tag, y and x as signed
// 16-bit big-endian moves (y up), a signed correction byte subtracted from y, and a 2-byte tag.
// The format stores no colours, jumps or trims that anyone has decoded.
const BODY_AT = 0x11e;
const RECORD = 9;

function s16(bytes: Uint8Array, at: number): number {
  const v = ((bytes[at] as number) << 8) | (bytes[at + 1] as number);
  return v > 0x7fff ? v - 0x10000 : v;
}

/**
 * Reads a Pfaff SPX file.
 * @throws FormatError when the file is shorter than its header or ends inside a record
 */
export function readSpx(bytes: Uint8Array): Pattern {
  if (bytes.length < BODY_AT)
    throw new FormatError('spx', bytes.length, 'file ends inside the header');
  const sink = new StitchSink(capacityFor(bytes.length - BODY_AT, RECORD));
  let i = BODY_AT;
  for (; i + RECORD <= bytes.length; i += RECORD) {
    const c = bytes[i + 6] as number;
    const dy = -s16(bytes, i + 2) - (c > 127 ? c - 256 : c);
    sink.stitch(s16(bytes, i + 4), dy);
  }
  if (i !== bytes.length) throw new FormatError('spx', i, 'file ends inside a stitch record');
  sink.end();
  return sink.build();
}

/** Pfaff SPX. */
export const spx: FormatModule = {
  id: 'spx',
  name: 'Pfaff SPX',
  extensions: ['spx'],
  limits: { maxStitch: 32767, maxJump: 32767, maxColors: Infinity, paletteOnly: false },
  detect: (bytes) => (hasAscii(bytes, 0, '%spx%') ? 1 : 0),
  read: readSpx,
};
