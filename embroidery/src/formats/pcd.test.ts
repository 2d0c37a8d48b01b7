import { describe, expect, it } from 'vitest';
import { patternExtents } from '../model/extents.ts';
import { corpusCases, readCorpus } from '../../testdata/corpusCases.ts';
import { countsOf } from '../../testdata/referenceCorpus.ts';
import { pcd } from './pcd.ts';

describe('PCD corpus files', () => {
  corpusCases(pcd);

  it('reads the rectangle at its true 40 × 40 size, with the stitches of its DST less the end mark', () => {
    const [minX, minY, maxX, maxY] = patternExtents(readCorpus('real/pcd/rec__rectangle.pcd'));
    expect([maxX - minX, maxY - minY]).toEqual([40, 40]);
    expect(countsOf(readCorpus('real/pcd/rec__rectangle.pcd')).stitches).toBe(27);
  });
});
