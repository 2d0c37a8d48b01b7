import { describe, expect, it } from 'vitest';
import { COLOR_CHANGE, STITCH, STOP } from '../../model/commands.ts';
import { PatternBuilder } from '../../model/pattern.ts';
import { duplicateColorAsStop } from './duplicateColorAsStop.ts';

describe('duplicateColorAsStop', () => {
  it('turns a change to the same thread into a stop and drops the repeat', () => {
    const b = new PatternBuilder();
    for (const c of [STITCH, COLOR_CHANGE, STITCH, COLOR_CHANGE, STITCH] as const) b.add(0, 0, c);
    b.threads = [{ color: 1 }, { color: 1 }, { color: 2 }];
    duplicateColorAsStop(b);
    expect([...b.commands.subarray(0, b.length)]).toEqual([
      STITCH,
      STOP,
      STITCH,
      COLOR_CHANGE,
      STITCH,
    ]);
    expect(b.threads.map((t) => t.color)).toEqual([1, 2]);
  });

  it('leaves changes between different threads and blocks beyond the thread list alone', () => {
    const b = new PatternBuilder();
    for (const c of [STITCH, COLOR_CHANGE, STITCH, COLOR_CHANGE, STITCH] as const) b.add(0, 0, c);
    b.threads = [{ color: 1 }, { color: 2 }];
    duplicateColorAsStop(b);
    expect([...b.commands.subarray(0, b.length)]).toEqual([
      STITCH,
      COLOR_CHANGE,
      STITCH,
      COLOR_CHANGE,
      STITCH,
    ]);
  });
});
