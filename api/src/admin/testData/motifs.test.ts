import { describe, expect, it } from 'vitest';
import { analysePattern, readPattern, writePattern } from '@stickerei/embroidery';
import { generateMotif, MOTIF_KINDS } from './motifs.ts';
import { createRandom } from './random.ts';

describe('generated motifs', () => {
  it.each(MOTIF_KINDS)(
    '%s: stitches at real densities in several colours, written and read back',
    (kind) => {
      const motif = generateMotif(kind, createRandom(99));
      const a = analysePattern(motif.pattern);
      expect(a.stitches).toBeGreaterThan(300);
      expect(a.widthMm).toBeGreaterThan(20);
      expect(a.widthMm).toBeLessThan(250);
      expect(a.stitchBlockCount).toBeGreaterThanOrEqual(2);
      expect(motif.pattern.threads).toHaveLength(a.colorChanges + 1);
      expect(motif.tags.length).toBeGreaterThan(0);
      const back = readPattern(writePattern(motif.pattern, 'pes'), 'm.pes').pattern;
      expect(analysePattern(back).stitches).toBe(a.stitches);
    },
  );

  it('is the same for the same seed and differs between seeds', () => {
    const a = generateMotif('flower', createRandom(5)).pattern;
    const b = generateMotif('flower', createRandom(5)).pattern;
    const c = generateMotif('flower', createRandom(6)).pattern;
    expect(Array.from(b.xs.subarray(0, b.length))).toEqual(Array.from(a.xs.subarray(0, a.length)));
    expect(c.length).not.toBe(a.length);
  });
});
