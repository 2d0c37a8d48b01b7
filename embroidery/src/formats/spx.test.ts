import { describe, expect, it } from 'vitest';
import { patternExtents } from '../model/extents.ts';
import { corpusCases, readCorpus } from '../../testdata/corpusCases.ts';
import { corpusBytes } from '../../testdata/referenceCorpus.ts';
import { readSpx, spx } from './spx.ts';

describe('SPX corpus files', () => {
  corpusCases(spx);

  it('reads the rectangle at its 40 × 40 size', () => {
    expect(patternExtents(readCorpus('real/spx/rec__rectangle.spx'))).toEqual([0, 0, 40, 40]);
  });

  it('rejects a record cut off', () => {
    expect(() =>
      readSpx(corpusBytes('real/spx/rec__rectangle.spx').subarray(0, 0x11e + 13)),
    ).toThrow(/SPX: file ends inside a stitch record \(at byte 295\)/);
  });
});
