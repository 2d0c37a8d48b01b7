import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { END, STITCH } from '../model/commands.ts';
import { PatternBuilder } from '../model/pattern.ts';
import { corpusCases, corpusStitches } from '../../testdata/corpusCases.ts';
import { corpusBytes, countsOf, referenceFor } from '../../testdata/referenceCorpus.ts';
import { readU01, u01 } from './u01.ts';
import { writeU01 } from './lib/u01Writer.ts';
import {
  anyPattern,
  exactPattern,
  isSubsequence,
  stitchPositions,
  triples,
} from '../../testdata/patternArbitraries.ts';

describe('U01 corpus files', () => {
  corpusCases(u01);

  it.each(referenceFor('u01').filter((ref) => ref.intended))(
    '$file has the stitches, trims, colour changes and stops it was written with',
    (ref) => {
      // pyembroidery writes a needle selection before the first stitch and one per change.
      const { jumps: _jumps, ...counts } = countsOf(readU01(corpusBytes(ref.file)));
      const { stitches, trims, color_changes, stops, end } = ref.intended!;
      expect(counts).toEqual({ stitches, trims, color_changes, stops, end });
    },
  );

  it('reads the star stitch for stitch as its 10o version', () => {
    expect(corpusStitches('real/u01/emm__Star.u01')).toEqual(
      corpusStitches('real/10o/emm__Star.10o'),
    );
  });
});

describe('U01 writer', () => {
  it('round-trips every pattern U01 can express, entry by entry', () => {
    fc.assert(
      fc.property(exactPattern({ max: 127, trimRun: 0, stops: true, needles: true }), (p) => {
        expect(triples(readU01(writeU01(p)))).toEqual(triples(p));
      }),
      { numRuns: 300 },
    );
  });

  it('keeps stitch positions, trims, stops and the end position of any pattern', () => {
    fc.assert(
      fc.property(anyPattern(), (p) => {
        const back = readU01(writeU01(p));
        expect(isSubsequence(stitchPositions(p), stitchPositions(back))).toBe(true);
        expect(countsOf(back).trims).toBe(countsOf(p).trims);
        expect(countsOf(back).stops).toBe(countsOf(p).stops);
        const end = p.length - 1;
        expect([back.xs[back.length - 1], back.ys[back.length - 1]]).toEqual([
          p.xs[end],
          p.ys[end],
        ]);
      }),
      { numRuns: 200 },
    );
  });

  it('writes the header of the Barudan sample and opens with the first block’s needle', () => {
    const b = new PatternBuilder();
    b.add(10, -5, STITCH);
    b.add(10, -5, END);
    const bytes = writeU01(b.build());
    expect(bytes.subarray(0, 256).every((c) => c === 0x30)).toBe(true);
    expect([...bytes.subarray(256)]).toEqual([0xc9, 0, 0, 0x80, 5, 10, 0xd8, 0, 0]);
    expect(u01.detect(bytes)).toBeGreaterThan(0.5);
  });
});
