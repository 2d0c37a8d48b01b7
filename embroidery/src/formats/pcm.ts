import type { FormatModule } from '../model/formatModule.ts';
import type { Pattern } from '../model/pattern.ts';
import type { Thread } from '../model/thread.ts';
import { FormatError } from '../model/formatError.ts';
import { type PcVariant, detectPc, readPc } from './lib/pfaffPc.ts';

// Pfaff PCM: the PC records big-endian, and a 16-bit big-endian colour count at byte 2 followed by
// that many 16-bit indices into Pfaff's fixed 16-colour palette (as pyembroidery lists it).
const PALETTE = [
  0x000000, 0x000080, 0x0000ff, 0x008080, 0x00ffff, 0x800080, 0xff00ff, 0x800000, 0xff0000,
  0x008000, 0x00ff00, 0x808000, 0xffff00, 0x808080, 0xc0c0c0, 0xffffff,
];

const VARIANT: PcVariant = {
  format: 'pcm',
  littleEndian: false,
  table: (bytes) => {
    const count = bytes.length >= 4 ? ((bytes[2] as number) << 8) | (bytes[3] as number) : 0;
    if (4 + count * 2 > bytes.length)
      throw new FormatError('pcm', bytes.length, 'file ends inside the colour table');
    const slots: Thread[] = [];
    for (let k = 0; k < count; k++) {
      const index = ((bytes[4 + 2 * k] as number) << 8) | (bytes[5 + 2 * k] as number);
      const color = PALETTE[index];
      if (color === undefined)
        throw new FormatError('pcm', 4 + 2 * k, `colour index ${index} is not in the palette`);
      slots.push({ color, description: `PCM Color ${index + 1}` });
    }
    return { slots, end: 4 + count * 2 };
  },
};

/**
 * Reads a Pfaff PCM file.
 * @throws FormatError for a short header, a colour outside the palette or an unknown control byte
 */
export function readPcm(bytes: Uint8Array): Pattern {
  return readPc(bytes, VARIANT);
}

/** Pfaff PCM. */
export const pcm: FormatModule = {
  id: 'pcm',
  name: 'Pfaff PCM',
  extensions: ['pcm'],
  limits: { maxStitch: 1000, maxJump: 10000, maxColors: 16, paletteOnly: true },
  detect: (bytes) => detectPc(bytes, VARIANT, [2, 3]),
  read: readPcm,
};
