import { describe, expect, it } from 'vitest';
import { groupEntries, summaryFigures } from './importSummary.ts';
import { anEntry, anImport } from './testSupport.ts';

const PDF = 'a PDF document (a colour chart or instructions?)';
const IMAGE = 'an image (a photo of the design?)';

describe('import summary', () => {
  it('shows every figure in a fixed order, zeros too', () => {
    const done = anImport({ designsCreated: 4, formatsJoined: 5, duplicates: 1, skipped: 3 });
    expect(summaryFigures(done)).toEqual([
      { figure: 'designsCreated', value: 4 },
      { figure: 'formatsJoined', value: 5 },
      { figure: 'duplicates', value: 1 },
      { figure: 'skipped', value: 3 },
      { figure: 'failed', value: 0 },
    ]);
  });

  it('groups skipped entries by their reason, largest group first', () => {
    const groups = groupEntries('skipped', [
      anEntry('Rose/photo.jpg', 'skipped', IMAGE),
      anEntry('Rose/chart.pdf', 'skipped', PDF),
      anEntry('Tulip/chart.pdf', 'skipped', PDF),
    ]);
    expect(groups.map((g) => [g.reason, g.entries.map((e) => e.path)])).toEqual([
      [PDF, ['Rose/chart.pdf', 'Tulip/chart.pdf']],
      [IMAGE, ['Rose/photo.jpg']],
    ]);
  });

  it('groups duplicates by the design they duplicate, with its link', () => {
    const groups = groupEntries('duplicate', [
      anEntry('a/star.dst', 'duplicate', 'Identical to the DST file of "star".', 'd1'),
      anEntry('a/star.pes', 'duplicate', 'Identical to the PES file of "star".', 'd1'),
      anEntry('b/bean.pes', 'duplicate', 'Same motif as "bean".', 'd2'),
    ]);
    expect(groups.map((g) => [g.designId, g.reason, g.entries.length])).toEqual([
      ['d1', 'Identical to the DST file of "star".', 2],
      ['d2', 'Same motif as "bean".', 1],
    ]);
  });

  it('gives the same groups whether the pages come one by one or at once', () => {
    const first = [anEntry('a.pdf', 'skipped', PDF), anEntry('b.jpg', 'skipped', IMAGE)];
    const second = [anEntry('c.pdf', 'skipped', PDF)];
    const paged = groupEntries('skipped', [...first, ...second]);
    expect(paged.map((g) => g.entries.length)).toEqual([2, 1]);
    expect(groupEntries('failed', [])).toEqual([]);
  });
});
