import type { FormatModule } from '../model/formatModule.ts';
import type { Pattern } from '../model/pattern.ts';
import { type PcVariant, detectPc, readPc, rgbTable } from './lib/pfaffPc.ts';

// Pfaff PCQ (Maxi): 16-bit little-endian colour count at byte 2, then that many RGB entries.
const VARIANT: PcVariant = {
  format: 'pcq',
  littleEndian: true,
  table: (bytes) => {
    const count = bytes.length >= 4 ? (bytes[2] as number) | ((bytes[3] as number) << 8) : 0;
    return { slots: rgbTable(bytes, 4, count, 'pcq'), end: 4 + count * 4 };
  },
};

/**
 * Reads a Pfaff PCQ (Maxi) file.
 * @throws FormatError for a short header or an unknown control byte
 */
export function readPcq(bytes: Uint8Array): Pattern {
  return readPc(bytes, VARIANT);
}

/** Pfaff PCQ (Maxi). */
export const pcq: FormatModule = {
  id: 'pcq',
  name: 'Pfaff PCQ (Maxi)',
  extensions: ['pcq'],
  limits: { maxStitch: 1000, maxJump: 10000, maxColors: 16, paletteOnly: false },
  detect: (bytes) => detectPc(bytes, VARIANT, [1]),
  read: readPcq,
};
