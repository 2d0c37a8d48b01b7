import type { FormatModule } from '../model/formatModule.ts';
import type { Pattern } from '../model/pattern.ts';
import { INBRO_LAYOUT } from './inb.ts';
import { isSignedBody, readSignedBody } from './lib/signedRecords.ts';

// Sunstar SST. libembroidery reads records from byte 0xA0 (after an all-zero header) as x, y,
// control: bit 0x40 makes x negative, bits 0x10/0x20 the sign of y, bit 0x02 a jump, bit 0x01 a
// stop. That is the record of Inbro's INB (which pyembroidery reads with the low four bits 0
// stitch, 1 colour change, 2 jump, 4 end), and the sample uses exactly INB's control values, so
// it is read with INB's layout: it then holds the 2540 stitches and the one colour change of the
// same star in INB, 10o or U01.
const BODY_AT = 0xa0;
const LAYOUT = { ...INBRO_LAYOUT, format: 'sst' };

/**
 * Reads a Sunstar SST file.
 * @throws FormatError for a short header, an unknown control or a record cut off
 */
export function readSst(bytes: Uint8Array): Pattern {
  return readSignedBody(bytes, BODY_AT, LAYOUT).build();
}

// The header is zero but for a few fields; the records must all parse, and the first of them
// must be records (an all-zero stretch is more header, as in INB's 8 KiB one).
function detectSst(bytes: Uint8Array): number {
  if (bytes.length < BODY_AT + 24 || bytes.subarray(BODY_AT, BODY_AT + 24).every((b) => b === 0))
    return 0;
  if (!isSignedBody(bytes, BODY_AT, LAYOUT)) return 0;
  let zeros = 0;
  for (let i = 0x40; i < BODY_AT; i++) if (bytes[i] === 0) zeros++;
  return zeros === BODY_AT - 0x40 ? 0.6 : 0.3;
}

/** Sunstar SST. */
export const sst: FormatModule = {
  id: 'sst',
  name: 'Sunstar SST',
  extensions: ['sst'],
  limits: { maxStitch: 127, maxJump: 127, maxColors: Infinity, paletteOnly: false },
  detect: detectSst,
  read: readSst,
};
