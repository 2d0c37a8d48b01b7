import type { FormatModule } from '../model/formatModule.ts';
import type { Pattern } from '../model/pattern.ts';
import { DST_MAX_MOVE } from './lib/dstCodec.ts';
import { type TajimaReadOptions, isTajimaBody, readTajimaPattern } from './lib/tajimaBody.ts';
import { eltacHeaderScore, ELTAC_HEADER_SIZE } from './lib/eltacHeader.ts';

/**
 * Reads an Eltac EXY file: a 256-byte header, then Tajima records.
 * @throws FormatError when the file is shorter than its header or ends inside a record
 */
export function readExy(bytes: Uint8Array, options: TajimaReadOptions = {}): Pattern {
  return readTajimaPattern(bytes, { format: 'exy', start: ELTAC_HEADER_SIZE }, options);
}

/** Eltac EXY: a 256-byte header over DST's records. */
export const exy: FormatModule = {
  id: 'exy',
  name: 'Eltac EXY',
  extensions: ['exy'],
  limits: {
    maxStitch: DST_MAX_MOVE,
    maxJump: DST_MAX_MOVE,
    maxColors: Infinity,
    paletteOnly: false,
  },
  detect: (bytes) =>
    isTajimaBody(bytes, ELTAC_HEADER_SIZE, 8) ? 0.3 + 0.6 * eltacHeaderScore(bytes) : 0,
  read: (bytes) => readExy(bytes),
};
