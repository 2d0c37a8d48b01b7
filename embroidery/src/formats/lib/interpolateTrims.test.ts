import { describe, expect, it } from 'vitest';
import { COLOR_CHANGE, END, JUMP, STITCH, TRIM } from '../../model/commands.ts';
import type { Command } from '../../model/commands.ts';
import { PatternBuilder } from '../../model/pattern.ts';
import { entriesOf } from '../../../testdata/patterns.ts';
import { interpolateTrims } from './interpolateTrims.ts';

function pattern(entries: [number, number, Command][]): PatternBuilder {
  const b = new PatternBuilder(2);
  for (const [x, y, c] of entries) b.add(x, y, c);
  return b;
}

describe('interpolateTrims', () => {
  it('inserts a trim before a jump run that moves further than the distance, after stitching only', () => {
    const b = pattern([
      [20, 0, JUMP],
      [50, 0, JUMP],
      [50, 0, STITCH],
      [60, 0, STITCH],
      [70, 0, JUMP],
      [100, 0, JUMP],
      [100, 0, STITCH],
      [100, 0, END],
    ]);
    interpolateTrims(b, { distanceForTrim: 30 });
    expect(entriesOf(b.build())).toEqual([
      [20, 0, JUMP],
      [50, 0, JUMP],
      [50, 0, STITCH],
      [60, 0, STITCH],
      [60, 0, TRIM],
      [70, 0, JUMP],
      [100, 0, JUMP],
      [100, 0, STITCH],
      [100, 0, END],
    ]);
  });

  it('trims on the n-th jump of a run and not again after a colour change', () => {
    const b = pattern([
      [0, 0, STITCH],
      [1, 0, JUMP],
      [2, 0, JUMP],
      [3, 0, JUMP],
      [3, 0, COLOR_CHANGE],
      [4, 0, JUMP],
      [5, 0, JUMP],
      [6, 0, JUMP],
    ]);
    interpolateTrims(b, { jumpsForTrim: 3, clip: false });
    expect(entriesOf(b.build()).map((e) => e[2])).toEqual([
      STITCH,
      TRIM,
      JUMP,
      JUMP,
      JUMP,
      COLOR_CHANGE,
      JUMP,
      JUMP,
      JUMP,
    ]);
  });

  it('drops jump runs that come back to where they started', () => {
    const b = pattern([
      [0, 0, STITCH],
      [10, 0, JUMP],
      [0, 0, JUMP],
      [5, 0, STITCH],
    ]);
    interpolateTrims(b, { distanceForTrim: 30 });
    expect(entriesOf(b.build())).toEqual([
      [0, 0, STITCH],
      [5, 0, STITCH],
    ]);
  });
});
