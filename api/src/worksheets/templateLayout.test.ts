import { describe, expect, it } from 'vitest';
import { POINTS_PER_UNIT, templateLayout } from './templateLayout.ts';

// An A4-sized drawing area (in points) with 8 mm of room for the centre marks.
const area = { x: 36, y: 110, width: 523, height: 660 };
const overshoot = (8 * 72) / 25.4;
const apply = (m: number[], x: number, y: number) => [
  m[0]! * x + m[2]! * y + m[4]!,
  m[1]! * x + m[3]! * y + m[5]!,
];

describe('templateLayout', () => {
  it('draws a design that fits at 1:1: 1 mm of design is 72/25.4 pt, centred in the area', () => {
    const layout = templateLayout({ extents: [-500, -300, 500, 300], area, overshoot });
    expect(layout.scale).toBe(1);
    expect(layout.rotated).toBe(false);
    expect(layout.box.width).toBeCloseTo((100 * 72) / 25.4, 6);
    expect(layout.box.height).toBeCloseTo((60 * 72) / 25.4, 6);
    const [x0, y0] = apply(layout.matrix, -500, -300);
    const [x1, y1] = apply(layout.matrix, 500, 300);
    expect(x1! - x0!).toBeCloseTo(1000 * POINTS_PER_UNIT, 6);
    expect(y1! - y0!).toBeCloseTo(600 * POINTS_PER_UNIT, 6);
    expect(apply(layout.matrix, 0, 0)).toEqual(layout.centre);
    expect(layout.centre).toEqual([36 + 523 / 2, 110 + 330]);
  });

  it('centres on the middle of the extents, not on the origin', () => {
    const layout = templateLayout({ extents: [100, 200, 300, 600], area, overshoot });
    const [cx, cy] = apply(layout.matrix, 200, 400);
    expect(cx).toBeCloseTo(layout.centre[0], 9);
    expect(cy).toBeCloseTo(layout.centre[1], 9);
  });

  it('turns a design by 90° when it fits only that way, still at 1:1', () => {
    // 200 mm wide, 150 mm high: wider than the area (523 pt = 184 mm), fits turned.
    const layout = templateLayout({ extents: [0, 0, 2000, 1500], area, overshoot });
    expect(layout).toMatchObject({ scale: 1, rotated: true });
    expect(layout.box.width).toBeCloseTo(1500 * POINTS_PER_UNIT, 6);
    expect(layout.box.height).toBeCloseTo(2000 * POINTS_PER_UNIT, 6);
    // Clockwise: the design's right edge points down the page.
    const [, yLeft] = apply(layout.matrix, 0, 750);
    const [, yRight] = apply(layout.matrix, 2000, 750);
    expect(yRight! - yLeft!).toBeCloseTo(2000 * POINTS_PER_UNIT, 6);
  });

  it('scales a design that fits neither way down in whole percent, and it then fits', () => {
    const layout = templateLayout({ extents: [0, 0, 3000, 3000], area, overshoot });
    expect(layout.scale).toBeLessThan(1);
    expect(Math.round(layout.scale * 100)).toBeCloseTo(layout.scale * 100, 9);
    expect(layout.box.width + 2 * overshoot).toBeLessThanOrEqual(area.width);
    expect(layout.box.height + 2 * overshoot).toBeLessThanOrEqual(area.height);
    expect(layout.box.width).toBeCloseTo(3000 * POINTS_PER_UNIT * layout.scale, 6);
  });

  it('keeps a design of no size at 1:1 on the centre', () => {
    const layout = templateLayout({ extents: [0, 0, 0, 0], area, overshoot });
    expect(layout.scale).toBe(1);
    expect(layout.box.width).toBe(0);
  });
});
