import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { COLOR_CHANGE, END, STITCH } from '../model/commands.ts';
import { PatternBuilder } from '../model/pattern.ts';
import { threadHex } from '../model/thread.ts';
import { corpusCases, corpusStitches, readCorpus } from '../../testdata/corpusCases.ts';
import { corpusBytes, countsOf, referenceFor } from '../../testdata/referenceCorpus.ts';
import { readTbf, tbf } from './tbf.ts';
import { exactPattern, triples } from '../../testdata/patternArbitraries.ts';
import { writeTbf } from './lib/tbfWriter.ts';

const hexes = (file: string) => readCorpus(file).threads.map((t) => threadHex(t.color));

describe('TBF corpus files', () => {
  corpusCases(tbf);

  it('gives each colour block the colour of the needle DO names for it, as the VP3 shows', () => {
    // DA holds 11 needle colours, DO the needle of each of the 19 blocks.
    expect(hexes('real/tbf/rec__Cake_3.tbf')).toEqual(hexes('real/vp3/rec__Cake_3.vp3'));
    expect(corpusStitches('real/tbf/rec__Cake_3.tbf')).toEqual(
      corpusStitches('real/dsb/rec__Cake_3.dsb'),
    );
  });

  it.each(referenceFor('tbf').filter((ref) => ref.intended))(
    '$file has the counts and threads it was written with',
    (ref) => {
      // pyembroidery writes DA as one colour per block (and DO cycling over five needles).
      const p = readTbf(corpusBytes(ref.file));
      const { jumps: _jumps, ...counts } = countsOf(p);
      const { stitches, trims, color_changes, stops, end, threads } = ref.intended!;
      expect(counts).toEqual({ stitches, trims, color_changes, stops, end });
      expect(p.threads.map((t) => threadHex(t.color))).toEqual(threads.map((t) => t.hex));
    },
  );

  it('keeps the design name', () => {
    expect(readCorpus('real/tbf/rec__Cake_3.tbf').metadata.name).toBe('Cake3');
  });
});

describe('TBF writer', () => {
  it('round-trips every pattern TBF can express, entry by entry', () => {
    fc.assert(
      fc.property(exactPattern({ max: 127, trimRun: 0, stops: true, needles: true }), (p) => {
        expect(triples(readTbf(writeTbf(p)))).toEqual(triples(p));
      }),
      { numRuns: 300 },
    );
  });

  it('puts each block’s colour on a needle and reads the colours back per block', () => {
    const b = new PatternBuilder();
    const colors = [0xff0000, 0x00ff00, 0xff0000, 0x0000ff];
    colors.forEach((color, k) => {
      if (k > 0) b.add(k * 10, 0, COLOR_CHANGE);
      b.add(k * 10 + 5, 5, STITCH);
      b.threads.push({ color });
    });
    b.add(35, 5, END);
    b.metadata.name = 'Flags';
    const bytes = writeTbf(b.build());
    expect(tbf.detect(bytes)).toBe(1);
    expect([...bytes.subarray(0x10a, 0x10e)]).toEqual([1, 2, 1, 3]);
    const back = readTbf(bytes);
    expect(back.threads.map((t) => t.color)).toEqual(colors);
    expect(back.metadata.name).toBe('Flags');
  });
});

describe('TBF colour changes', () => {
  it('gives the first stitched block its own needle when the design opens with a colour change', () => {
    // A change before any stitch selects nothing; the first block sewn is in the second thread.
    const b = new PatternBuilder();
    b.add(0, 0, COLOR_CHANGE);
    b.add(5, 5, STITCH);
    b.add(10, 5, STITCH);
    b.add(10, 5, COLOR_CHANGE);
    b.add(20, 5, STITCH);
    b.add(20, 5, COLOR_CHANGE);
    b.add(20, 5, END);
    b.threads = [
      { color: 0xff0000 },
      { color: 0x00ff00 },
      { color: 0x0000ff },
      { color: 0xffff00 },
    ];
    const bytes = writeTbf(b.build());
    const back = readTbf(bytes);
    expect(back.threads.map((t) => t.color)).toEqual([0x00ff00, 0x0000ff]);
    // Only the change between the two stitched blocks is written (one 0x81 record).
    const records = bytes.subarray(0x600);
    let changes = 0;
    for (let i = 2; i < records.length; i += 3) if (records[i] === 0x81) changes++;
    expect(changes).toBe(1);
  });
});
