import type { FormatModule } from '../model/formatModule.ts';
import type { Pattern } from '../model/pattern.ts';
import {
  A_COLOR,
  A_END,
  A_JUMP,
  A_STITCH,
  A_UNKNOWN,
  type SignedLayout,
  actionTable,
  isSignedBody,
  readSignedBody,
} from './lib/signedRecords.ts';

/** Size of the INB header (the design data starts at 0x2000). */
const INB_HEADER_SIZE = 0x2000;

/**
 * Inbro INB records (after pyembroidery's reader): x, y, control; 0x40 marks x negative, 0x20 y
 * negative; low four bits 0 stitch, 1 colour change, 2 jump, 4 end.
 */
export const INBRO_LAYOUT: SignedLayout = {
  format: 'inb',
  ctrl: 2,
  x: 0,
  y: 1,
  xNeg: 0x40,
  yNeg: 0x20,
  endRecord: true,
  actions: actionTable((c) => [A_STITCH, A_COLOR, A_JUMP, A_UNKNOWN, A_END][c & 0x0f] ?? A_UNKNOWN),
};

/**
 * Reads an Inbro INB file: an 8 KiB header, then records.
 * @throws FormatError for a short header, an unknown control or a record cut off
 */
export function readInb(bytes: Uint8Array): Pattern {
  return readSignedBody(bytes, INB_HEADER_SIZE, INBRO_LAYOUT).build();
}

/** Inbro INB. */
export const inb: FormatModule = {
  id: 'inb',
  name: 'Inbro INB',
  extensions: ['inb'],
  limits: { maxStitch: 127, maxJump: 127, maxColors: Infinity, paletteOnly: false },
  detect: (bytes) => (isSignedBody(bytes, INB_HEADER_SIZE, INBRO_LAYOUT) ? 0.5 : 0),
  read: readInb,
};
