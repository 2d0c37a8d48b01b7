import { describe, expect, it } from 'vitest';
import { patternExtents } from '../model/extents.ts';
import { threadHex } from '../model/thread.ts';
import { corpusCases, readCorpus } from '../../testdata/corpusCases.ts';
import { corpusBytes } from '../../testdata/referenceCorpus.ts';
import { pcs, readPcs } from './pcs.ts';

const size = (file: string) => {
  const [minX, minY, maxX, maxY] = patternExtents(readCorpus(file));
  return [maxX - minX, maxY - minY];
};

describe('PCS corpus files', () => {
  corpusCases(pcs);

  it('measures the star as every other format does (1/6 mm units, no corner at 0, 0)', () => {
    expect(size('real/pcs/emm__Star.pcs')).toEqual(size('real/dst/emm__Star.dst'));
  });

  it('gives each block the colour its colour record names: the star is red and white', () => {
    expect(readCorpus('real/pcs/emm__Star.pcs').threads.map((t) => threadHex(t.color))).toEqual([
      '#ff0000',
      '#ffffff',
    ]);
    expect(readCorpus('real/hus/emm__Star.hus').threads.map((t) => threadHex(t.color))).toEqual([
      '#ff0000',
      '#ffffff',
    ]);
  });

  it('rejects an unknown control byte', () => {
    const bytes = corpusBytes('real/pcs/emm__Star.pcs').slice();
    bytes[0x46 + 9 * 3 + 8] = 0x02;
    expect(() => readPcs(bytes)).toThrow(/PCS: unknown control byte 0x2 \(at byte 105\)/);
  });
});
