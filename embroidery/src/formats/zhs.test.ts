import { describe, expect, it } from 'vitest';
import { patternExtents } from '../model/extents.ts';
import { corpusCases, corpusStitches, readCorpus } from '../../testdata/corpusCases.ts';
import { corpusBytes } from '../../testdata/referenceCorpus.ts';
import { readZhs, zhs } from './zhs.ts';

describe('ZHS corpus files', () => {
  corpusCases(zhs);

  it('puts every stitch of the cake where its DST does (no stretching of long moves)', () => {
    expect(corpusStitches('real/zhs/rec__Cake_3.zhs')).toEqual(
      corpusStitches('real/dst/rec__Cake_3.dst'),
    );
  });

  it('reads the logo as its EXY version turned by 90°', () => {
    const [minX, minY, maxX, maxY] = patternExtents(
      readCorpus('real/exy/emm__Embroidermodder.exy'),
    );
    expect(patternExtents(readCorpus('real/zhs/emm__Embroidermodder.zhs'))).toEqual([
      -maxY,
      minX,
      -minY,
      maxX,
    ]);
  });

  it('rejects a file without its end record', () => {
    const bytes = corpusBytes('real/zhs/rec__Cake_3.zhs');
    expect(() => readZhs(bytes.subarray(0, bytes.length - 9))).toThrow(
      /ZHS: file ends before the end record/,
    );
  });
});
