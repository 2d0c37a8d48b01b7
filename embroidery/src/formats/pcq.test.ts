import { describe, expect, it } from 'vitest';
import { patternExtents } from '../model/extents.ts';
import { corpusCases, readCorpus } from '../../testdata/corpusCases.ts';
import { pcq } from './pcq.ts';

const size = (file: string) => {
  const [minX, minY, maxX, maxY] = patternExtents(readCorpus(file));
  return [maxX - minX, maxY - minY];
};

describe('PCQ corpus files', () => {
  corpusCases(pcq);

  it('measures the shamrock as its DST does', () => {
    const [w, h] = size('real/pcq/emm__shamrockin.pcq');
    const [dw, dh] = size('real/dst/emm__shamrockin.dst');
    expect(Math.abs(w! - dw!)).toBeLessThanOrEqual(1);
    expect(Math.abs(h! - dh!)).toBeLessThanOrEqual(1);
  });
});
