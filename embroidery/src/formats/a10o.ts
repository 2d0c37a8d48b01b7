import type { FormatModule } from '../model/formatModule.ts';
import type { Pattern } from '../model/pattern.ts';
import {
  A_COLOR,
  A_END,
  A_JUMP,
  A_SKIP,
  A_STITCH,
  A_STOP,
  A_TRIM,
  A_UNKNOWN,
  type SignedLayout,
  actionTable,
  isSignedBody,
  readSignedBody,
} from './lib/signedRecords.ts';

/**
 * Toyota 10o records (after pyembroidery's reader): control, y, x; 0x20 marks x negative, 0x40
 * y negative; low five bits 0 stitch, 0x10 jump; 0x8A start, 0x81 trim, 0x82 stop, 0x85 colour
 * change, 0x87 end.
 */
export const TOYOTA_LAYOUT: SignedLayout = {
  format: '10o',
  ctrl: 0,
  y: 1,
  x: 2,
  xNeg: 0x20,
  yNeg: 0x40,
  endRecord: true,
  actions: actionTable((c) => {
    if ((c & 0x1f) === 0) return A_STITCH;
    if ((c & 0x1f) === 0x10) return A_JUMP;
    const commands: Record<number, number> = {
      0x8a: A_SKIP,
      0x81: A_TRIM,
      0x82: A_STOP,
      0x85: A_COLOR,
      0x87: A_END,
    };
    return commands[c] ?? A_UNKNOWN;
  }),
};

/**
 * Reads a Toyota 10o file: records from the first byte, no header.
 * @throws FormatError for an unknown control or a record cut off
 */
export function read10o(bytes: Uint8Array): Pattern {
  return readSignedBody(bytes, 0, TOYOTA_LAYOUT).build();
}

/** Toyota 10o. */
export const a10o: FormatModule = {
  id: '10o',
  name: 'Toyota 10o',
  extensions: ['10o'],
  limits: { maxStitch: 127, maxJump: 127, maxColors: Infinity, paletteOnly: false },
  // Headerless: the records must all parse, and 10o files open with the 0x8A start record.
  detect: (bytes) => (bytes[0] === 0x8a && isSignedBody(bytes, 0, TOYOTA_LAYOUT) ? 0.6 : 0),
  read: read10o,
};
