import type { FormatModule } from '../model/formatModule.ts';
import type { Pattern } from '../model/pattern.ts';
import { type PcVariant, detectPc, readPc, rgbTable } from './lib/pfaffPc.ts';

// Pfaff PCS: 16-bit little-endian colour count at byte 2, then that many RGB entries.
const VARIANT: PcVariant = {
  format: 'pcs',
  littleEndian: true,
  table: (bytes) => {
    const count = bytes.length >= 4 ? (bytes[2] as number) | ((bytes[3] as number) << 8) : 0;
    return { slots: rgbTable(bytes, 4, count, 'pcs'), end: 4 + count * 4 };
  },
};

/**
 * Reads a Pfaff PCS file.
 * @throws FormatError for a short header or an unknown control byte
 */
export function readPcs(bytes: Uint8Array): Pattern {
  return readPc(bytes, VARIANT);
}

/** Pfaff PCS. */
export const pcs: FormatModule = {
  id: 'pcs',
  name: 'Pfaff PCS',
  extensions: ['pcs'],
  limits: { maxStitch: 1000, maxJump: 10000, maxColors: 16, paletteOnly: false },
  detect: (bytes) => detectPc(bytes, VARIANT, [2, 3]),
  read: readPcs,
};
