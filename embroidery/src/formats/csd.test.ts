import { describe, expect, it } from 'vitest';
import { patternExtents } from '../model/extents.ts';
import { csd, readCsd } from './csd.ts';
import { corpusCases, corpusStitches, readCorpus } from '../../testdata/corpusCases.ts';
import { corpusBytes } from '../../testdata/referenceCorpus.ts';

describe('CSD corpus files', () => {
  corpusCases(csd);

  it('deciphers to the logo of the DST file, stitch for stitch, closed by a stitch where the DST ends', () => {
    const [ours, dst] = [
      corpusStitches('real/csd/emm__Embroidermodder.csd'),
      corpusStitches('real/dst/emm__Embroidermodder.dst'),
    ];
    expect(ours.slice(0, -1)).toEqual(dst);
    const end = readCorpus('real/dst/emm__Embroidermodder.dst');
    expect(ours.at(-1)).toEqual([end.xs[end.length - 1], end.ys[end.length - 1]]);
    expect(patternExtents(readCorpus('real/csd/emm__Embroidermodder.csd'))).toEqual(
      patternExtents(readCorpus('real/dst/emm__Embroidermodder.dst')),
    );
  });

  it('refuses the cipher variant it has no sample of', () => {
    const bytes = corpusBytes('real/csd/emm__Embroidermodder.csd').slice();
    bytes[0] = 0x11;
    bytes[2] = 0x22;
    expect(() => readCsd(bytes)).toThrow(
      /CSD: this CSD cipher variant is not supported \(at byte 0\)/,
    );
  });
});
