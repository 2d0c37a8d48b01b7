import { describe, expect, it } from 'vitest';
import { fxy, readFxy } from './fxy.ts';
import { corpusCases, corpusStitches, readCorpus } from '../../testdata/corpusCases.ts';
import { corpusBytes, countsOf } from '../../testdata/referenceCorpus.ts';

describe('FXY corpus files', () => {
  corpusCases(fxy);

  it('reads the cake with its DST’s stitches and 18 colour changes', () => {
    expect(countsOf(readCorpus('real/fxy/rec__Cake_3.fxy')).color_changes).toBe(18);
    expect(corpusStitches('real/fxy/rec__Cake_3.fxy')).toEqual(
      corpusStitches('real/dst/rec__Cake_3.dst'),
    );
  });

  it('rejects a file shorter than its 256-byte header', () => {
    expect(() => readFxy(corpusBytes('real/fxy/rec__Cake_3.fxy').subarray(0, 99))).toThrow(
      /FXY: file ends inside the 256-byte header \(at byte 99\)/,
    );
  });
});
