import { describe, expect, it } from 'vitest';
import { corpusCases, corpusStitches, readCorpus } from '../../testdata/corpusCases.ts';
import { countsOf } from '../../testdata/referenceCorpus.ts';
import { sst } from './sst.ts';

describe('SST corpus files', () => {
  corpusCases(sst);

  it('is the star of the 10o file, stitch for stitch, with its one colour change', () => {
    expect(corpusStitches('real/sst/emm__Star.sst')).toEqual(
      corpusStitches('real/10o/emm__Star.10o'),
    );
    expect(countsOf(readCorpus('real/sst/emm__Star.sst')).color_changes).toBe(1);
  });
});
