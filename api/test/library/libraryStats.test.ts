import { describe, expect, it } from 'vitest';
import { migrate } from '../../src/lib/migrate.ts';
import { seededRandom } from '../../src/library/kmeans.ts';
import { COUNT_LIMITS, libraryStats } from '../../src/library/countPlan.ts';
import { parseFilters } from '../../src/library/filters.ts';
import { insertDesigns, makeDesigns } from '../fixtures/library.ts';
import { freshDb } from '../helper.ts';

// The sample is the designs of the first sample keys that together hold the target: the
// database cuts the keys' maintained counts and sends only the cut.
describe('the sample of the maintained counts', async () => {
  const db = await freshDb();
  await migrate(db);
  const random = seededRandom(1606);
  // Sample keys drawn unevenly (some keys empty, some crowded), owners' designs among them.
  const designs = makeDesigns(400, { 'user-s': 30 }, 5).map((d) => ({
    ...d,
    sample_key: Math.floor(random() ** 2 * 1024),
  }));
  await insertDesigns(db, designs);
  const library = designs.filter((d) => d.owner_id === null);

  /** The cut by brute force: the fewest keys from 0 holding `target` designs. */
  function cutOf(target: number) {
    let size = 0;
    for (let key = 0; key < 1024; key++) {
      size += library.filter((d) => d.sample_key === key).length;
      if (size >= target) return { sampleKeys: key + 1, sampleSize: size };
    }
    return { sampleKeys: 1024, sampleSize: library.length };
  }

  it('cuts at the first key that holds the target, for any target', async () => {
    const targets = [
      1,
      2,
      50,
      123,
      399,
      400,
      ...Array.from({ length: 12 }, () => 1 + Math.floor(random() * 400)),
    ];
    for (const sampleTarget of targets) {
      const stats = await libraryStats(db, parseFilters({}, null), {
        ...COUNT_LIMITS,
        sampleTarget,
      });
      expect({ target: sampleTarget, ...stats }).toMatchObject({
        target: sampleTarget,
        total: library.length,
        ...cutOf(sampleTarget),
      });
    }
  });

  it('takes the whole library when it is smaller than the target', async () => {
    const stats = await libraryStats(db, parseFilters({ colors: ['RED'] }, null), {
      ...COUNT_LIMITS,
      sampleTarget: library.length + 1,
    });
    expect(stats).toMatchObject({ sampleKeys: 1024, sampleSize: library.length });
    expect(stats.bound).toBe(library.filter((d) => d.color_palette.includes('RED')).length);
  });
});
