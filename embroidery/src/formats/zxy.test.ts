import { describe, expect, it } from 'vitest';
import { corpusCases, corpusStitches, readCorpus } from '../../testdata/corpusCases.ts';
import { corpusBytes, countsOf } from '../../testdata/referenceCorpus.ts';
import { readZxy, zxy } from './zxy.ts';

describe('ZXY corpus files', () => {
  corpusCases(zxy);

  it.each([
    ['real/zxy/rec__Cake_3.zxy', 'real/fxy/rec__Cake_3.fxy'],
    ['real/zxy/emm__Embroidermodder.zxy', 'real/fxy/emm__Embroidermodder.fxy'],
  ])('reads %s with the stitches, trims and colour changes of %s', (file, other) => {
    // Command 02 trims and 00 selects a needle: pyembroidery takes both for needle selections.
    const [a, b] = [countsOf(readCorpus(file)), countsOf(readCorpus(other))];
    expect([a.stitches, a.trims, a.color_changes]).toEqual([b.stitches, b.trims, b.color_changes]);
    expect(corpusStitches(file)).toEqual(corpusStitches(other));
  });

  it('rejects a command it does not know, and records said to start past the end', () => {
    const bytes = corpusBytes('real/zxy/emm__Embroidermodder.zxy').slice();
    const start = 3 + ((bytes[1]! << 8) | bytes[2]!);
    bytes.set([0x20, 0x07, 0x00], start);
    expect(() => readZxy(bytes)).toThrow(/ZXY: unknown record 20 7 0/);
    expect(() => readZxy(Uint8Array.of(0xf0, 0xff, 0xff))).toThrow(/past the end/);
  });
});
