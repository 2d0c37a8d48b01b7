import { describe, expect, it } from 'vitest';
import { COLOUR_FAMILIES, COLOUR_FAMILY_HEX } from './colourFamilies.ts';
import { COLOR_CHANGE, STITCH } from '../model/commands.ts';
import { PatternBuilder } from '../model/pattern.ts';
import { nearestColourKey } from './colourKeys.ts';
import { parseHex } from './colourSpace.ts';
import { colourPalette, paletteWeights } from './palette.ts';

function blocks(sizes: number[], colours: number[]) {
  const b = new PatternBuilder();
  b.threads = colours.map((color) => ({ color }));
  sizes.forEach((size, block) => {
    if (block > 0) b.add(0, 0, COLOR_CHANGE);
    for (let i = 0; i < size; i++) b.add(i * 10, block * 10, STITCH);
  });
  return b.build();
}

describe('nearestColourKey', () => {
  it('maps every key swatch to its own key', () => {
    for (const key of COLOUR_FAMILIES)
      expect(nearestColourKey(parseHex(COLOUR_FAMILY_HEX[key]))).toBe(key);
  });

  it('files everyday thread shades under the keys people expect', () => {
    expect(nearestColourKey(0x000080)).toBe('BLUE'); // navy
    expect(nearestColourKey(0x8b4513)).toBe('ORANGE'); // saddle brown
    expect(nearestColourKey(0xffc0cb)).toBe('MAGENTA'); // pink
    expect(nearestColourKey(0x808080)).toBe('GRAY');
    expect(nearestColourKey(0xfffff0)).toBe('WHITE'); // ivory
    expect(nearestColourKey(0x006400)).toBe('GREEN'); // dark green
    expect(nearestColourKey(0xffd700)).toBe('YELLOW'); // gold
    expect(nearestColourKey(0x40e0d0)).toBe('CYAN'); // turquoise
  });
});

describe('colour palette', () => {
  it('weights keys by stitches and orders them heaviest first', () => {
    const pattern = blocks([10, 60, 30], [0xff0000, 0x0000ff, 0xcc0000]);
    const weights = paletteWeights(pattern);
    expect(weights.map((w) => w.key)).toEqual(['BLUE', 'RED']);
    expect(weights[0]!.share).toBeCloseTo(0.6, 10);
    expect(weights[1]!.share).toBeCloseTo(0.4, 10);
  });

  it('leaves out keys below the minimum share but keeps the heaviest', () => {
    const pattern = blocks([98, 2], [0x00a000, 0xffff00]);
    expect(colourPalette(pattern)).toEqual(['GREEN']);
    expect(colourPalette(pattern, 0.01)).toEqual(['GREEN', 'YELLOW']);
  });

  it('is empty when the file names no threads, and ignores blocks beyond the thread list', () => {
    expect(colourPalette(blocks([10, 10], []))).toEqual([]);
    expect(paletteWeights(blocks([10, 30], [0xffffff]))).toEqual([{ key: 'WHITE', share: 1 }]);
  });
});
