import type { FormatModule } from '../model/formatModule.ts';
import type { Pattern } from '../model/pattern.ts';
import { DST_MAX_MOVE } from './lib/dstCodec.ts';
import { type TajimaReadOptions, isTajimaBody, readTajimaPattern } from './lib/tajimaBody.ts';

/**
 * Reads a Happy TAP file: Tajima records from the first byte, no header.
 * @throws FormatError when the data ends inside a record
 */
export function readTap(bytes: Uint8Array, options: TajimaReadOptions = {}): Pattern {
  return readTajimaPattern(bytes, { format: 'tap', start: 0 }, options);
}

/** Happy TAP: DST's records without DST's header. */
export const tap: FormatModule = {
  id: 'tap',
  name: 'Happy TAP',
  extensions: ['tap'],
  limits: {
    maxStitch: DST_MAX_MOVE,
    maxJump: DST_MAX_MOVE,
    maxColors: Infinity,
    paletteOnly: false,
  },
  // Without a header only the records vouch for the format: all of them must be Tajima records.
  detect: (bytes) => (isTajimaBody(bytes, 0, 8) ? 0.5 : 0),
  read: (bytes) => readTap(bytes),
};
