import { describe, expect, it } from 'vitest';
import { DEFAULT_MACHINE_PROFILE } from '@stickerei/shared/domain';
import { parseFilters } from './filters.ts';
import { boxColumnsSql, boxesOf, sizeBoxes, type Box } from './sizeBox.ts';
import { Params } from './filterSql.ts';

const inside = (boxes: Box[], w: number, h: number, s: number) =>
  boxes.some(
    (b) =>
      b.min[0] <= w &&
      w <= b.max[0] &&
      b.min[1] <= h &&
      h <= b.max[1] &&
      b.min[2] <= s &&
      s <= b.max[2],
  );

describe('size boxes', () => {
  it('has no box when no filter bounds a size or the minutes', () => {
    expect(boxesOf(parseFilters({ colors: ['RED'], q: 'rose' }, null))).toBeNull();
  });

  it('puts a width and height range into one box, a hair wider than the range', () => {
    const boxes = sizeBoxes(parseFilters({ minWidth: 100, maxHeight: 50 }, null), null)!;
    expect(boxes).toHaveLength(1);
    expect(inside(boxes, 100, 50, 1e6)).toBe(true);
    expect(inside(boxes, 99.9, 40, 0)).toBe(false);
    expect(inside(boxes, 300, 50.1, 0)).toBe(false);
  });

  it('bounds the stitches by the most the minutes allow on the machine', () => {
    const f = parseFilters({ maxMinutes: 10 }, null);
    const boxes = boxesOf(f)!;
    const most = Math.floor(10.05 * DEFAULT_MACHINE_PROFILE.stitchesPerMinute);
    expect(inside(boxes, 50, 50, most)).toBe(true);
    expect(inside(boxes, 50, 50, most + 1)).toBe(false);
  });

  it('lets a design fit a hoop either way round, and meets the other ranges', () => {
    const f = parseFilters({ hoopWidth: 100, hoopHeight: 200, minWidth: 150 }, null);
    const boxes = sizeBoxes(f, null)!;
    // 150 wide fits only turned: at most 100 high then.
    expect(inside(boxes, 160, 90, 0)).toBe(true);
    expect(inside(boxes, 160, 120, 0)).toBe(false);
    expect(inside(boxes, 90, 190, 0)).toBe(false); // too narrow for minWidth
    expect(boxes).toHaveLength(1); // the upright box does not meet minWidth 150
  });

  it('unites the caller’s hoops, and a square hoop is one box', () => {
    const f = {
      ...parseFilters({}, null),
      myHoops: [
        { width: 100, height: 100 },
        { width: 130, height: 180 },
      ],
    };
    const boxes = sizeBoxes(f, null)!;
    expect(boxes).toHaveLength(3);
    expect(inside(boxes, 170, 120, 0)).toBe(true);
    expect(inside(boxes, 170, 140, 0)).toBe(false);
    expect(sizeBoxes({ ...f, myHoops: [] }, null)).toEqual([]);
  });

  it('spells the same boxes on the plain columns for the sample', () => {
    const p = new Params();
    const sql = boxColumnsSql(sizeBoxes(parseFilters({ maxWidth: 80 }, null), null)!, p);
    expect(sql).toBe('((d.design_width <= $1::float8))');
    expect(p.values[0]).toBeGreaterThan(80);
    expect(boxColumnsSql([], new Params())).toBe('false');
  });
});
