import { describe, expect, it } from 'vitest';
import { COLOR_CHANGE, END, JUMP, STITCH, TRIM } from '../model/commands.ts';
import { PatternBuilder } from '../model/pattern.ts';
import { commandSummary } from './commandSummary.ts';

describe('commandSummary', () => {
  it('counts commands, extents and stitches per colour block in one pass', () => {
    const b = new PatternBuilder();
    b.add(5, -5, JUMP);
    b.add(10, 0, STITCH);
    b.add(20, 0, STITCH);
    b.add(20, 0, TRIM);
    b.add(20, 0, COLOR_CHANGE);
    b.add(30, 40, STITCH);
    b.add(30, 40, END);
    const s = commandSummary(b.build());
    expect(Array.from(s.counts.subarray(0, 6))).toEqual([3, 1, 1, 1, 0, 1]);
    expect(s.extents).toEqual([5, -5, 30, 40]);
    expect(s.stitchesPerBlock).toEqual([2, 1]);
    expect(s.colourChanges).toEqual([4]);
  });
});
