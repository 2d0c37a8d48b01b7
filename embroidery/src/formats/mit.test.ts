import { describe, expect, it } from 'vitest';
import { corpusCases, readCorpus } from '../../testdata/corpusCases.ts';
import { countsOf } from '../../testdata/referenceCorpus.ts';
import { mit, readMit } from './mit.ts';

describe('MIT corpus files', () => {
  corpusCases(mit);

  it.each([
    ['real/mit/emm__Embroidermodder.mit', 'real/dst/emm__Embroidermodder.dst'],
    ['real/mit/rec__Cake_3.mit', 'real/dsb/rec__Cake_3.dsb'],
  ])('trims %s as often as %s trims', (file, other) => {
    // pyembroidery reads these records as colour changes; the logo has a single colour.
    expect(countsOf(readCorpus(file)).trims).toBe(countsOf(readCorpus(other)).trims);
    expect(countsOf(readCorpus(file)).color_changes).toBe(0);
  });

  it('reads 0.2 mm steps with sign bits, and ends at the 00 00 record', () => {
    const p = readMit(Uint8Array.of(0x63, 0xe2, 0x00, 0x00, 0x61, 0x61));
    expect([p.length, p.xs[0], p.ys[0]]).toEqual([2, 6, 4]);
  });
});
