import type { FormatModule } from '../model/formatModule.ts';
import type { Pattern } from '../model/pattern.ts';
import { DST_MAX_MOVE } from './lib/dstCodec.ts';
import { type TajimaReadOptions, isTajimaBody, readTajimaPattern } from './lib/tajimaBody.ts';

// Pfaff T01 has no public description beyond libembroidery's reader, which decodes Tajima
// records from the first byte. The one sample we have opens with 12 bytes that are no Tajima
// records (their third bytes lack the two low bits every record has) and then holds exactly the
// records of the same design's DST. So the body starts at the first of the first five 3-byte
// groups from which every record is well-formed: at byte 0 for a file as libembroidery expects it.
const MAX_LEAD_GROUPS = 4;

function bodyStart(bytes: Uint8Array): number | undefined {
  for (let g = 0; g <= MAX_LEAD_GROUPS; g++) {
    if (isTajimaBody(bytes, g * 3, 8)) return g * 3;
  }
  return undefined;
}

/**
 * Reads a Pfaff T01 file: Tajima records after a short leading block.
 * @throws FormatError when the data ends inside a record
 */
export function readT01(bytes: Uint8Array, options: TajimaReadOptions = {}): Pattern {
  return readTajimaPattern(bytes, { format: 't01', start: bodyStart(bytes) ?? 0 }, options);
}

/** Pfaff T01: Tajima records, read as libembroidery does. */
export const t01: FormatModule = {
  id: 't01',
  name: 'Pfaff T01',
  extensions: ['t01'],
  limits: {
    maxStitch: DST_MAX_MOVE,
    maxJump: DST_MAX_MOVE,
    maxColors: Infinity,
    paletteOnly: false,
  },
  detect: (bytes) => {
    const start = bodyStart(bytes);
    // With a leading block it is no TAP; without one the two look alike and the name decides.
    if (start === undefined) return 0;
    return start > 0 ? 0.55 : 0.5;
  },
  read: (bytes) => readT01(bytes),
};
