import { describe, expect, it } from 'vitest';
import { FormatError } from '../model/formatError.ts';
import { dsb, readDsb } from './dsb.ts';
import { corpusCases, corpusStitches, readCorpus } from '../../testdata/corpusCases.ts';
import { countsOf, corpusBytes } from '../../testdata/referenceCorpus.ts';

describe('DSB corpus files', () => {
  corpusCases(dsb);

  it('reads the cake with its DST’s stitches and 18 colour changes, and the DSZ’s trims', () => {
    // pyembroidery counts 21 needle selections; three follow another without a stitch between.
    const cake = readCorpus('real/dsb/rec__Cake_3.dsb');
    expect(countsOf(cake)).toMatchObject({
      color_changes: 18,
      trims: countsOf(readCorpus('real/dsz/rec__Cake_3.dsz')).trims,
    });
    expect(corpusStitches('real/dsb/rec__Cake_3.dsb')).toEqual(
      corpusStitches('real/dst/rec__Cake_3.dst'),
    );
  });
});

describe('DSB reader on damaged input', () => {
  const good = corpusBytes('real/dsb/emm__Embroidermodder.dsb');

  it('rejects an unknown control byte, naming its offset', () => {
    const bad = good.slice();
    bad[512 + 30] = 0x05;
    expect(() => readDsb(bad)).toThrow(FormatError);
    expect(() => readDsb(bad)).toThrow(/DSB: unknown control byte 0x05 \(at byte 542\)/);
  });

  it('rejects a record cut off by the end of the file', () => {
    expect(() => readDsb(good.subarray(0, 512 + 301))).toThrow(
      /inside a stitch record \(at byte 812\)/,
    );
  });
});
