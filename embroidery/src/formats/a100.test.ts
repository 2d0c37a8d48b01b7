import { describe, expect, it } from 'vitest';
import { a100, read100 } from './a100.ts';
import { corpusCases } from '../../testdata/corpusCases.ts';
import { corpusBytes } from '../../testdata/referenceCorpus.ts';

describe('100 corpus files', () => {
  corpusCases(a100);

  it('reads sign-and-magnitude moves (0x92 is −18)', () => {
    const p = read100(Uint8Array.of(0x03, 0, 0x00, 0x92, 0x61, 0, 0x85, 0x05));
    expect([p.xs[0], p.ys[0], p.xs[1], p.ys[1]]).toEqual([0, 18, -5, 13]);
  });

  it('rejects an unknown record type and a record cut off', () => {
    const good = corpusBytes('real/100/emm__Star.100');
    const bad = good.slice();
    bad[8] = 0x22;
    expect(() => read100(bad)).toThrow(/100: unknown record type 0x22 \(at byte 8\)/);
    expect(() => read100(good.subarray(0, 10))).toThrow(/inside a stitch record \(at byte 8\)/);
  });
});
