import { describe, expect, it } from 'vitest';
import { freshDb } from '../helper.ts';
import { insertDesigns, makeDesigns } from '../fixtures/library.ts';
import { migrate } from '../../src/lib/migrate.ts';
import { Params, filterSql } from '../../src/library/filterSql.ts';
import { parseFilters, type FilterQuery } from '../../src/library/filters.ts';
import { walkPage } from '../../src/library/pageWalk.ts';
import { recordColumns } from '../../src/library/designRecord.ts';
import { sortKey } from '../../src/library/sorting.ts';
import type { Queryable } from '../../src/lib/db.ts';
import type { ListSort } from '@stickerei/shared/domain';

// The reads that must not touch the table at a million designs (docs/benchmarks.md). With table
// scans and sorts switched off, the planner walks an index; it reads the table as well ("Index
// Scan") unless the index holds every column the query reads ("Index Only Scan").
describe('library indexes answer from the index alone (migration 033)', async () => {
  const db = await freshDb();
  await migrate(db);
  // An author and a set few designs have: the narrow values these indexes are for.
  const designs = makeDesigns(2000).map((d, i) =>
    i % 100 === 3 ? { ...d, author: 'Zora Zwirn', stick_set: 'Orchard' } : d,
  );
  await insertDesigns(db, designs);
  await db.query('ANALYZE design');
  await db.query('ANALYZE design_vector');

  async function plan(sql: string, values: unknown[]): Promise<string> {
    return db.transaction(async (tx) => {
      for (const setting of ['seqscan', 'bitmapscan', 'sort']) {
        await tx.query(`SET LOCAL enable_${setting} = off`);
      }
      const { rows } = await tx.query<{ 'QUERY PLAN': string }>(`EXPLAIN ${sql}`, values);
      const explained = rows.map((r) => r['QUERY PLAN']).join('\n');
      // A switched-off way that had to be used anyway: "Disabled" (Postgres 17 and later) or
      // its cost penalty (earlier).
      expect(explained).not.toMatch(/Disabled: true|cost=\d{10,}/);
      return explained;
    });
  }

  // The newest-first page walk and the exact count of the list, as listDesigns writes them
  // when the words are common (no GIN index).
  const page = (q: FilterQuery) => {
    const p = new Params();
    const where = filterSql(parseFilters(q, null), p, false);
    return plan(
      `SELECT d.id, d.created_at FROM design AS d WHERE ${where}
       ORDER BY d.created_at DESC, d.id DESC LIMIT 21`,
      p.values,
    );
  };
  const count = (q: FilterQuery) => {
    const p = new Params();
    const where = filterSql(parseFilters(q, null), p, false);
    return plan(`SELECT count(*) FROM (SELECT 1 FROM design AS d WHERE ${where}) AS s`, p.values);
  };

  it.each<[string, FilterQuery, RegExp]>([
    ['a category', { q: 'rose', categories: ['FLOWER'] }, /design_lib_tag_\d\d_idx/],
    ['a format', { q: 'rose', formats: ['hus'] }, /design_lib_format_\d\d_idx/],
    ['an author', { q: 'rose', author: 'Zora Zwirn' }, /design_lib_author_idx/],
    ['a set', { q: 'rose', set: 'Orchard' }, /design_lib_set_idx/],
  ])('tests free text with %s inside that filter’s index', async (_name, q, index) => {
    for (const explained of [await page(q), await count(q)]) {
      expect(explained).toMatch(new RegExp(`Index Only Scan (Backward )?using ${index.source}`));
    }
  });

  // Issue 16 (migration 044): a page walk tests every library filter on the entries of its sort
  // index, free text and "at most N minutes" included; the table is read for the page's own rows
  // only (by primary key), never per walked entry.
  it.each<ListSort>(['newest', 'name', 'stitches', 'size', 'time'])(
    'walks the %s index with every filter tested on its entries',
    async (sort) => {
      const statements: Array<{ sql: string; values: unknown[] }> = [];
      const recording: Queryable = {
        query: (sql: string, values?: unknown[]) => {
          statements.push({ sql, values: values ?? [] });
          return db.query(sql, values);
        },
      } as Queryable;
      const f = parseFilters(
        { q: 'rose', categories: ['FLOWER'], colors: ['RED'], maxMinutes: 40, maxWidth: 200 },
        null,
      );
      const key = sortKey(sort, f.machine);
      await walkPage(
        recording,
        f,
        { expr: key.expr, type: key.type, dir: 'DESC', after: null, offset: 0, limit: 21 },
        { walkLimit: 500, columns: (p) => recordColumns(null, p) },
      );
      const walk = statements[0]!;
      const explained = await db.transaction(async (tx) => {
        for (const setting of ['seqscan', 'bitmapscan']) {
          await tx.query(`SET LOCAL enable_${setting} = off`);
        }
        const { rows } = await tx.query<{ 'QUERY PLAN': string }>(
          `EXPLAIN ${walk.sql}`,
          walk.values,
        );
        return rows.map((r) => r['QUERY PLAN']).join('\n');
      });
      const index = sort === 'newest' ? 'created' : sort;
      expect(explained).toMatch(
        new RegExp(`Index Only Scan (Backward )?using design_lib_${index}_idx`),
      );
      // The only other read of design: the page's rows by id.
      const reads = explained.match(/(Index|Index Only|Seq|Bitmap Heap) Scan[^\n]* on design\b/g);
      expect(reads).toHaveLength(2);
      expect(reads![1]).toMatch(/Index Scan using design_pkey on design/);
      expect(explained).not.toMatch(/SubPlan/);
    },
  );

  it('reads the first pass of a similarity search from the bucket index', async () => {
    const explained = await plan(
      'SELECT seq, q8 FROM design_vector WHERE owner_id IS NULL AND bucket = ANY($1::integer[])',
      [[1, 2, 3]],
    );
    expect(explained).toMatch(/Index Only Scan using design_vector_bucket_idx/);
  });
});
