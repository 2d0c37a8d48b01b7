import { describe, expect, it } from 'vitest';
import { corpusCases, corpusStitches, readCorpus } from '../../testdata/corpusCases.ts';
import { corpusBytes, countsOf } from '../../testdata/referenceCorpus.ts';
import { ksm, readKsm } from './ksm.ts';

describe('KSM corpus files', () => {
  corpusCases(ksm);

  it('reads the whole cake, stitch for stitch its DSB version', () => {
    // pyembroidery stops at control 0x1C after 5296 stitches and takes trims for stitches.
    const [cake, dsb] = [
      readCorpus('real/ksm/rec__Cake_3.ksm'),
      readCorpus('real/dsb/rec__Cake_3.dsb'),
    ];
    expect(countsOf(cake)).toEqual({ ...countsOf(dsb), stops: 0 });
    expect(corpusStitches('real/ksm/rec__Cake_3.ksm')).toEqual(
      corpusStitches('real/dsb/rec__Cake_3.dsb'),
    );
  });

  it('reads the star stitch for stitch as its 10o version', () => {
    expect(corpusStitches('real/ksm/emm__Star.ksm')).toEqual(
      corpusStitches('real/10o/emm__Star.10o'),
    );
  });

  it('claims a file only when its end record is at the end', () => {
    const star = corpusBytes('real/ksm/emm__Star.ksm');
    expect(ksm.detect(star)).toBe(0.6);
    // Records after the end mark: another format's bytes that look like KSM records by chance.
    const longer = new Uint8Array(star.length + 3000);
    longer.set(star);
    longer.fill(0x80, star.length);
    expect(ksm.detect(longer)).toBeLessThan(0.1);
  });

  it('rejects an unknown control byte', () => {
    const bytes = corpusBytes('real/ksm/emm__Star.ksm').slice();
    bytes[512 + 3 * 5 + 2] = 0x83;
    expect(() => readKsm(bytes)).toThrow(/KSM: unknown control byte 0x83 \(at byte 529\)/);
  });
});
