import { describe, expect, it } from 'vitest';
import { dsz } from './dsz.ts';
import { gt } from './gt.ts';
import { corpusCases } from '../../testdata/corpusCases.ts';
import { triples } from '../../testdata/patternArbitraries.ts';
import { corpusBytes, referenceFor } from '../../testdata/referenceCorpus.ts';

describe('GT corpus files', () => {
  // GT and DSZ share their layout byte for byte; without the name the bytes read as DSZ.
  corpusCases(gt, { ambiguousWithoutName: referenceFor('gt').map((ref) => ref.file) });

  it('is read exactly as DSZ would read the same bytes', () => {
    const bytes = corpusBytes('real/gt/rec__Cake_3.gt');
    expect(triples(gt.read(bytes))).toEqual(triples(dsz.read(bytes)));
    expect(gt.detect(bytes)).toBe(dsz.detect(bytes));
  });
});
