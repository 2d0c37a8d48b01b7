import { describe, expect, it } from 'vitest';
import { emd, readEmd } from './emd.ts';
import { corpusCases } from '../../testdata/corpusCases.ts';
import { corpusBytes } from '../../testdata/referenceCorpus.ts';

describe('EMD corpus files', () => {
  corpusCases(emd);

  it('rejects an unknown control byte and a jump cut off', () => {
    const bytes = corpusBytes('real/emd/emm__Embroidermodder.emd');
    const bad = bytes.slice();
    bad[0x31] = 0x11;
    expect(() => readEmd(bad)).toThrow(/EMD: unknown control byte 0x11 \(at byte 49\)/);
    expect(() => readEmd(bytes.subarray(0, 0x35))).toThrow(/inside a jump record \(at byte 50\)/);
  });
});
