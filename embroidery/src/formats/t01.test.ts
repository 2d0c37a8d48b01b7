import { describe, expect, it } from 'vitest';
import { readExy } from './exy.ts';
import { corpusCases } from '../../testdata/corpusCases.ts';
import { triples } from '../../testdata/patternArbitraries.ts';
import { corpusBytes } from '../../testdata/referenceCorpus.ts';
import { readT01, t01 } from './t01.ts';

describe('T01 corpus files', () => {
  corpusCases(t01);
});

describe('T01 reader', () => {
  it('reads the sample as exactly the EXY body of the same design (no reference reader exists)', () => {
    const sample = readT01(corpusBytes('real/t01/emm__Embroidermodder.t01'));
    const exy = readExy(corpusBytes('real/exy/emm__Embroidermodder.exy'));
    expect(triples(sample)).toEqual(triples(exy));
  });

  it('reads Tajima records from the first byte when there is no leading block', () => {
    const body = corpusBytes('real/exy/emm__Embroidermodder.exy').subarray(256);
    expect(triples(readT01(body))).toEqual(
      triples(readExy(corpusBytes('real/exy/emm__Embroidermodder.exy'))),
    );
  });
});
