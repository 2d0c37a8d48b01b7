import { describe, expect, it } from 'vitest';
import { COLOR_CHANGE, JUMP, STITCH, STOP, TRIM } from '../model/commands.ts';
import { PatternBuilder } from '../model/pattern.ts';
import { stitchSegments } from './stitchSegments.ts';

describe('stitchSegments', () => {
  it('sews after stitches, jumps and stops but not after trims or colour changes', () => {
    const b = new PatternBuilder();
    b.add(0, 0, STITCH);
    b.add(10, 0, STITCH); // sewn
    b.add(50, 0, JUMP);
    b.add(60, 0, STITCH); // sewn from the jump's end
    b.add(60, 0, STOP);
    b.add(70, 0, STITCH); // sewn
    b.add(70, 0, TRIM);
    b.add(90, 0, STITCH); // not sewn: the thread was cut
    b.add(90, 0, COLOR_CHANGE);
    b.add(99, 5, STITCH); // not sewn: a new thread starts here
    b.add(99, 5, STITCH); // zero length: left out
    b.add(120, 5, STITCH); // sewn, second block
    const s = stitchSegments(b.build());
    expect(s.count).toBe(4);
    expect(Array.from(s.x0.subarray(0, 4))).toEqual([0, 50, 60, 99]);
    expect(Array.from(s.x1.subarray(0, 4))).toEqual([10, 60, 70, 120]);
    expect(Array.from(s.block.subarray(0, 4))).toEqual([0, 0, 0, 1]);
    expect(s.blockCount).toBe(2);
  });
});
