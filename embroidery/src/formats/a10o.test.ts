import { describe, expect, it } from 'vitest';
import { a10o, read10o } from './a10o.ts';
import { corpusCases } from '../../testdata/corpusCases.ts';
import { corpusBytes } from '../../testdata/referenceCorpus.ts';

describe('10o corpus files', () => {
  corpusCases(a10o);

  it('rejects an unknown control byte and a record cut off', () => {
    const good = corpusBytes('real/10o/emm__Star.10o');
    const bad = good.slice();
    bad[3] = 0x8f;
    expect(() => read10o(bad)).toThrow(/10O: unknown control byte 0x8f \(at byte 3\)/);
    expect(() => read10o(good.subarray(0, 100))).toThrow(/inside a stitch record \(at byte 99\)/);
  });
});
