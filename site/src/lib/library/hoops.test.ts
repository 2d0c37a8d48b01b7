import { describe, expect, it } from 'vitest';
import { HOOP_PRESETS, fitsHoop, hoopLabel, presetOf, smallestHoop } from './hoops.ts';

describe('hoop fit', () => {
  it('fits a design either way round', () => {
    const hoop = { width: 130, height: 180 };
    expect(fitsHoop({ width: 120, height: 170 }, hoop)).toBe(true);
    expect(fitsHoop({ width: 170, height: 120 }, hoop)).toBe(true);
    expect(fitsHoop({ width: 130, height: 180 }, hoop)).toBe(true);
    expect(fitsHoop({ width: 140, height: 140 }, hoop)).toBe(false);
    expect(fitsHoop({ width: 190, height: 100 }, hoop)).toBe(false);
  });

  it('offers the common hoops, from small to large', () => {
    const fields = HOOP_PRESETS.map((h) => `${h.width}x${h.height}`);
    for (const common of ['100x100', '130x180', '160x260', '200x200', '200x300', '240x360']) {
      expect(fields).toContain(common);
    }
    const areas = HOOP_PRESETS.map((h) => h.width * h.height);
    expect(areas).toEqual([...areas].sort((a, b) => a - b));
  });

  it('finds the smallest preset a design fits', () => {
    expect(smallestHoop({ width: 93, height: 80 })).toMatchObject({ width: 100, height: 100 });
    expect(smallestHoop({ width: 175, height: 125 })).toMatchObject({ width: 130, height: 180 });
    expect(smallestHoop({ width: 250, height: 150 })).toMatchObject({ width: 160, height: 260 });
    expect(smallestHoop({ width: 500, height: 500 })).toBeNull();
  });

  it('recognises a preset in either orientation', () => {
    expect(presetOf({ width: 180, height: 130 })?.inches).toBe('5×7');
    expect(presetOf({ width: 123, height: 130 })).toBeNull();
    expect(presetOf(null)).toBeNull();
    expect(hoopLabel({ width: 100, height: 100 })).toBe('100 × 100 mm');
  });
});
