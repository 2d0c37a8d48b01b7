import type { FormatModule } from '../model/formatModule.ts';
import type { Pattern } from '../model/pattern.ts';
import { ZSK_LAYOUT } from './lib/barudanLayouts.ts';
import { ELTAC_HEADER_SIZE, eltacHeaderScore } from './lib/eltacHeader.ts';
import { isSignedBody, readSignedBody } from './lib/signedRecords.ts';

const FXY_LAYOUT = { ...ZSK_LAYOUT, format: 'fxy' };

/**
 * Reads a Fortron FXY file: a 256-byte header, then ZSK records.
 * @throws FormatError for a short header, an unknown control or a record cut off
 */
export function readFxy(bytes: Uint8Array): Pattern {
  return readSignedBody(bytes, ELTAC_HEADER_SIZE, FXY_LAYOUT).build();
}

/** Fortron FXY: the 256-byte header of EXY over ZSK's records. */
export const fxy: FormatModule = {
  id: 'fxy',
  name: 'Fortron FXY',
  extensions: ['fxy'],
  limits: { maxStitch: 127, maxJump: 127, maxColors: Infinity, paletteOnly: false },
  detect: (bytes) =>
    isSignedBody(bytes, ELTAC_HEADER_SIZE, FXY_LAYOUT) ? 0.3 + 0.6 * eltacHeaderScore(bytes) : 0,
  read: readFxy,
};
