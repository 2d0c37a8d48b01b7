import { describe, expect, it } from 'vitest';
import { migrate } from '../../src/lib/migrate.ts';
import { InFlightReads } from '../../src/lib/inFlightReads.ts';
import { createPreviewUrls } from '../../src/lib/previewUrl.ts';
import { COUNT_LIMITS } from '../../src/library/countPlan.ts';
import { filterOptions } from '../../src/library/facets.ts';
import { parseFilters } from '../../src/library/filters.ts';
import { listDesigns } from '../../src/library/listDesigns.ts';
import { insertGenerated } from '../fixtures/library.ts';
import { recording, type Statement } from '../../bench/statementLog.ts';
import { freshDb } from '../helper.ts';

describe('InFlightReads', () => {
  it('answers a read asked for while the same one runs, and reads afresh once it settled', async () => {
    const reads = new InFlightReads();
    let sent = 0;
    const read = async () => {
      sent++;
      await new Promise((resolve) => setTimeout(resolve, 5));
      return sent;
    };
    const [a, b] = await Promise.all([reads.share('k', read), reads.share('k', read)]);
    expect([a, b, sent]).toEqual([1, 1, 1]);
    // Another key is another read; a settled one is not kept.
    expect(await Promise.all([reads.share('other', read), reads.share('k', read)])).toEqual([3, 3]);
    expect(reads.size).toBe(0);
  });

  it('gives a failure to every caller of the moment, and the next caller tries again', async () => {
    const reads = new InFlightReads();
    const failing = () => Promise.reject(new Error('connection lost'));
    const both = await Promise.allSettled([reads.share('k', failing), reads.share('k', failing)]);
    expect(both.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    expect(await reads.share('k', () => Promise.resolve('fine'))).toBe('fine');
  });
});

// The library's list and its filter-options arrive together for every change of the filters:
// both read the maintained counts and count the sample under the same filters. Sent at the same
// moment, each of those statements runs once; sent one after the other, each call reads its own.
describe('the list and filter-options of one page', async () => {
  const db = await freshDb();
  await migrate(db);
  await insertGenerated(db, 3000, 7);
  await db.query('ANALYZE design');
  const previews = createPreviewUrls('x'.repeat(32));
  // A sample of a sixth of the library, so that both calls count it under a width range.
  const limits = { ...COUNT_LIMITS, sampleTarget: 500 };
  const f = parseFilters({ minWidth: 40 }, null);
  const page = { sort: 'newest' as const, pageSize: 20 };
  const counted = (log: Statement[]) => ({
    countsRead: log.filter((s) => s.sql.includes('FROM library_facet_count')).length,
    sampleCounts: log.filter((s) => /count\(\*\)[\s\S]*sample_key </.test(s.sql)).length,
  });

  it('reads the counts and the sample once when both are asked at once, with the same answers', async () => {
    const [listLog, optionsLog] = [[] as Statement[], [] as Statement[]];
    const [list, options] = await Promise.all([
      listDesigns(recording(db, listLog), previews, f, page, limits),
      filterOptions(recording(db, optionsLog), f, limits),
    ]);
    expect(counted([...listLog, ...optionsLog])).toEqual({ countsRead: 1, sampleCounts: 1 });

    const [aloneListLog, aloneOptionsLog] = [[] as Statement[], [] as Statement[]];
    const aloneList = await listDesigns(recording(db, aloneListLog), previews, f, page, limits);
    const aloneOptions = await filterOptions(recording(db, aloneOptionsLog), f, limits);
    expect(counted(aloneListLog)).toEqual({ countsRead: 1, sampleCounts: 1 });
    expect(counted(aloneOptionsLog)).toEqual({ countsRead: 1, sampleCounts: 1 });
    expect(list.total).toBe(aloneList.total);
    expect(list.items.map((d) => d.id)).toEqual(aloneList.items.map((d) => d.id));
    expect(options).toEqual(aloneOptions);
  });

  it('reads afresh after a change: nothing is kept once the reads settled', async () => {
    const before = await filterOptions(db, f, limits);
    await db.query(`DELETE FROM design WHERE id IN (SELECT id FROM design LIMIT 1000)`);
    const after = await filterOptions(db, f, limits);
    expect(after.total).toBeLessThan(before.total);
  });
});
