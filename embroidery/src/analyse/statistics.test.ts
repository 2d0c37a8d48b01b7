import { describe, expect, it } from 'vitest';
import { COLOR_CHANGE, END, JUMP, STITCH, STOP, TRIM } from '../model/commands.ts';
import { PatternBuilder } from '../model/pattern.ts';
import { patternStatistics } from './statistics.ts';

describe('patternStatistics', () => {
  it('counts every command and measures extents over all positions, jumps included', () => {
    const b = new PatternBuilder();
    b.add(-50, 0, JUMP);
    b.add(0, 0, STITCH);
    b.add(100, 20, STITCH);
    b.add(100, 20, TRIM);
    b.add(300, -40, JUMP);
    b.add(310, -40, STITCH);
    b.add(310, -40, COLOR_CHANGE);
    b.add(320, 60, STITCH);
    b.add(320, 60, STOP);
    b.add(320, 60, END);
    const s = patternStatistics(b.build());
    expect(s).toMatchObject({
      stitches: 4,
      jumps: 2,
      trims: 1,
      colorChanges: 1,
      stops: 1,
      stitchBlockCount: 2,
    });
    expect(s.extents).toEqual([-50, -40, 320, 60]);
    expect(s.widthMm).toBeCloseTo(37, 10);
    expect(s.heightMm).toBeCloseTo(10, 10);
  });

  it('does not count colour blocks that sew nothing', () => {
    const b = new PatternBuilder();
    b.add(0, 0, COLOR_CHANGE);
    b.add(0, 0, COLOR_CHANGE);
    b.add(10, 0, STITCH);
    b.add(10, 0, COLOR_CHANGE);
    b.add(10, 0, END);
    expect(patternStatistics(b.build()).stitchBlockCount).toBe(1);
  });

  it('reports zeros for an empty pattern', () => {
    const s = patternStatistics(new PatternBuilder().build());
    expect(s.extents).toEqual([0, 0, 0, 0]);
    expect(s.widthMm).toBe(0);
    expect(s.stitches).toBe(0);
    expect(s.stitchBlockCount).toBe(0);
  });
});
