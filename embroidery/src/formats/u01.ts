import type { FormatModule } from '../model/formatModule.ts';
import type { Pattern } from '../model/pattern.ts';
import { U01_LAYOUT } from './lib/barudanLayouts.ts';
import { ELTAC_HEADER_SIZE, eltacHeaderScore } from './lib/eltacHeader.ts';
import { isSignedBody, readSignedBody } from './lib/signedRecords.ts';
import { U01_MAX_MOVE, writeU01 } from './lib/u01Writer.ts';

/**
 * Reads a Barudan U01 file: a 256-byte header, then Barudan records.
 * @throws FormatError for a short header, an unknown control or a record cut off
 */
export function readU01(bytes: Uint8Array): Pattern {
  return readSignedBody(bytes, ELTAC_HEADER_SIZE, U01_LAYOUT).build();
}

/** Barudan U01. */
export const u01: FormatModule = {
  id: 'u01',
  name: 'Barudan U01',
  extensions: ['u01'],
  limits: {
    maxStitch: U01_MAX_MOVE,
    maxJump: U01_MAX_MOVE,
    maxColors: Infinity,
    paletteOnly: false,
  },
  // Nearly every control value means something in U01, so the records alone prove little: the
  // header of 128 '0' characters must be there too.
  detect: (bytes) =>
    eltacHeaderScore(bytes) && isSignedBody(bytes, ELTAC_HEADER_SIZE, U01_LAYOUT) ? 0.9 : 0,
  read: readU01,
  write: writeU01,
};
