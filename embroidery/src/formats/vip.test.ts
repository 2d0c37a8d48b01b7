import { describe, expect, it } from 'vitest';
import { corpusCases, readCorpus } from '../../testdata/corpusCases.ts';
import { triples } from '../../testdata/patternArbitraries.ts';
import { corpusBytes } from '../../testdata/referenceCorpus.ts';
import { readVip, vip } from './vip.ts';

describe('VIP corpus files', () => {
  corpusCases(vip);

  it('expands to the rectangle of the DST file, entry for entry', () => {
    expect(triples(readCorpus('real/vip/rec__rectangle.vip'))).toEqual(
      triples(readCorpus('real/dst/rec__rectangle.dst')),
    );
  });

  it('rejects a header claiming more stitches than the file can hold', () => {
    const bytes = corpusBytes('real/vip/rec__rectangle.vip').slice();
    new DataView(bytes.buffer).setUint32(4, 0x7fffffff, true);
    expect(() => readVip(bytes)).toThrow(/VIP: claims 2147483647 stitches/);
  });
});
