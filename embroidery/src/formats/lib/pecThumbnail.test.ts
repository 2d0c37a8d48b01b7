import { describe, expect, it } from 'vitest';
import { COLOR_CHANGE, END, STITCH } from '../../model/commands.ts';
import { patternExtents } from '../../model/extents.ts';
import { PatternBuilder } from '../../model/pattern.ts';
import { PEC_ICON_HEIGHT, PEC_ICON_STRIDE, blankPecIcon, pecIcons } from './pecThumbnail.ts';

const pixel = (icon: Uint8Array, x: number, y: number) =>
  (icon[y * PEC_ICON_STRIDE + (x >> 3)]! >> (x & 7)) & 1;

describe('PEC preview icons', () => {
  it('frames an empty icon of 48 × 38 pixels', () => {
    const icon = blankPecIcon();
    expect(icon.length).toBe(PEC_ICON_STRIDE * PEC_ICON_HEIGHT);
    expect(pixel(icon, 10, 1)).toBe(1);
    expect(pixel(icon, 1, 10)).toBe(1);
    expect(pixel(icon, 24, 19)).toBe(0);
  });

  it('draws the whole design and each colour block, scaled to fit', () => {
    const b = new PatternBuilder();
    b.add(0, 0, STITCH);
    b.add(1000, 0, STITCH);
    b.add(1000, 0, COLOR_CHANGE);
    b.add(1000, 500, STITCH);
    b.add(1000, 500, END);
    const p = b.build();
    const icons = pecIcons(p, patternExtents(p));
    expect(icons).toHaveLength(3);
    const set = (icon: Uint8Array) =>
      icon.reduce((n, byte) => n + byte.toString(2).replace(/0/g, '').length, 0);
    const frame = set(blankPecIcon());
    expect(set(icons[0]!)).toBeGreaterThan(frame + 40);
    expect(set(icons[1]!)).toBeGreaterThan(frame + 40);
    expect(set(icons[2]!)).toBe(frame + 1);
  });
});
