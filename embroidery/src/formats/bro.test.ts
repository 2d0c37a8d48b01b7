import { describe, expect, it } from 'vitest';
import { bro, readBro } from './bro.ts';
import { corpusCases, corpusStitches, readCorpus } from '../../testdata/corpusCases.ts';
import { corpusBytes, countsOf } from '../../testdata/referenceCorpus.ts';

describe('BRO corpus files', () => {
  corpusCases(bro);

  it('reads the whole cake, stitch for stitch its DST version, with its 18 colour changes', () => {
    // pyembroidery stops at the third control group, after 296 stitches.
    const cake = readCorpus('real/bro/rec__Cake_3.bro');
    expect(countsOf(cake)).toMatchObject({ stitches: 14922, color_changes: 18 });
    expect(corpusStitches('real/bro/rec__Cake_3.bro')).toEqual(
      corpusStitches('real/dst/rec__Cake_3.dst'),
    );
  });

  it('rejects a control group cut off and an unknown command', () => {
    const bytes = corpusBytes('real/bro/emm__Star.bro');
    expect(() => readBro(bytes.subarray(0, 0x103))).toThrow(
      /BRO: file ends inside a control record \(at byte 256\)/,
    );
    const bad = bytes.slice();
    bad[0x102] = 0x55;
    expect(() => readBro(bad)).toThrow(/unknown command byte 0x55 \(at byte 258\)/);
  });
});
