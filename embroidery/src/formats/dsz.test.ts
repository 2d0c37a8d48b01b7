import { describe, expect, it } from 'vitest';
import { dsz, readDsz } from './dsz.ts';
import { corpusCases, corpusStitches, readCorpus } from '../../testdata/corpusCases.ts';
import { corpusBytes, countsOf } from '../../testdata/referenceCorpus.ts';

describe('DSZ corpus files', () => {
  corpusCases(dsz);

  it('reads the cake with its DST’s stitches and 18 colour changes', () => {
    expect(countsOf(readCorpus('real/dsz/rec__Cake_3.dsz')).color_changes).toBe(18);
    expect(corpusStitches('real/dsz/rec__Cake_3.dsz')).toEqual(
      corpusStitches('real/dst/rec__Cake_3.dst'),
    );
  });

  it('drops the needle selection after the last stitch, which selects nothing', () => {
    // Both samples end with a selection (0x90/0x91) that pyembroidery lists before END.
    const p = readDsz(corpusBytes('real/dsz/emm__Embroidermodder.dsz'));
    expect(countsOf(p).color_changes).toBe(0);
  });

  it('accepts the DOS end-of-file byte after the last record but not other stray bytes', () => {
    const bytes = corpusBytes('real/dsz/emm__Embroidermodder.dsz');
    expect(bytes[bytes.length - 1]).toBe(0x1a);
    const stray = bytes.slice();
    stray[stray.length - 1] = 0x33;
    expect(() => readDsz(stray)).toThrow(/DSZ: file ends inside a stitch record/);
  });
});
