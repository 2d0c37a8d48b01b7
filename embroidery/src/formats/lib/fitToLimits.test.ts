import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { COLOR_CHANGE, END, JUMP, STITCH, TRIM } from '../../model/commands.ts';
import { PatternBuilder } from '../../model/pattern.ts';
import {
  arbitraryWildPattern,
  entriesOf,
  isSubsequence,
  longestMoves,
  stitchPositions,
} from '../../../testdata/patterns.ts';
import { fitToLimits } from './fitToLimits.ts';

describe('fitToLimits', () => {
  it('splits a long stitch into equal parts that end where it did', () => {
    const b = new PatternBuilder();
    b.add(0, 0, STITCH);
    b.add(250, -100, STITCH);
    expect(entriesOf(fitToLimits(b.build(), { maxStitch: 100, maxJump: 100 }))).toEqual([
      [0, 0, STITCH],
      [83, -33, STITCH],
      [167, -67, STITCH],
      [250, -100, STITCH],
      [250, -100, END],
    ]);
  });

  it('moves to a command placed away from the needle and stops at the first END', () => {
    const b = new PatternBuilder();
    b.add(0, 0, STITCH);
    b.add(40, 0, TRIM);
    b.add(40, 0, COLOR_CHANGE);
    b.add(40, 0, END);
    b.add(90, 0, STITCH);
    expect(entriesOf(fitToLimits(b.build(), { maxStitch: 127, maxJump: 127 }))).toEqual([
      [0, 0, STITCH],
      [40, 0, JUMP],
      [40, 0, TRIM],
      [40, 0, COLOR_CHANGE],
      [40, 0, END],
    ]);
  });

  it('keeps every stitch position within any limits', () => {
    fc.assert(
      fc.property(arbitraryWildPattern(), fc.integer({ min: 1, max: 300 }), (p, max) => {
        const fitted = fitToLimits(p, { maxStitch: max, maxJump: max });
        expect(longestMoves(fitted).stitch).toBeLessThanOrEqual(max);
        expect(longestMoves(fitted).jump).toBeLessThanOrEqual(max);
        expect(isSubsequence(stitchPositions(p), stitchPositions(fitted))).toBe(true);
        expect(fitted.commands[fitted.length - 1]).toBe(END);
      }),
      { numRuns: 100 },
    );
  });

  it('refuses, before allocating, a design whose moves would split into absurdly many parts', () => {
    const b = new PatternBuilder();
    for (let i = 0; i < 20; i++) b.add(i % 2 ? 2_000_000_000 : -2_000_000_000, 0, JUMP);
    expect(() => fitToLimits(b.build(), { maxStitch: 127, maxJump: 127, format: 'jef' })).toThrow(
      expect.objectContaining({ format: 'jef' }),
    );
  });
});
