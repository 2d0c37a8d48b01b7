import { describe, expect, it } from 'vitest';
import { freshDb } from '../../helper.ts';
import { migrate } from '../../../src/lib/migrate.ts';
import { canBypassTriggers, insertTestDesigns } from '../../../src/admin/testData/bulkInsert.ts';
import { testDesignRow, timeOrderedUuid } from '../../../src/admin/testData/designRows.ts';
import { buildMotifPool, POOL_SIZE } from '../../../src/admin/testData/motifPool.ts';
import { writePoolTables } from '../../../src/admin/testData/poolTables.ts';
import { memoryStorage } from './memoryStorage.ts';

// Every column of the design, its vector and its file, whatever the library adds to them later,
// compared between the two insert paths (ids, sequence numbers and timestamps aside).
const DERIVED = `to_jsonb(d) - 'id' - 'updated_at' AS design, to_jsonb(v) - 'id' - 'seq' AS vector,
  to_jsonb(f) - 'id' - 'design_id' - 'created_at' AS file`;

describe('test designs in bulk', async () => {
  const db = await freshDb();
  await migrate(db);
  const storage = memoryStorage();
  const pool = await buildMotifPool(storage);
  await writePoolTables(db, pool);
  const now = Date.now();
  const rows = Array.from({ length: 300 }, (_, n) =>
    testDesignRow(pool, 11, { n, count: 300, now }),
  );
  const twins = rows.map((r, n) => ({
    ...testDesignRow(pool, 11, { n, count: 300, now }),
    id: r.id.replace(/^.{8}/, 'ffffffff'),
  }));

  it('stores the pool once: one file per motif', async () => {
    expect(pool).toHaveLength(POOL_SIZE);
    expect(storage.keys().filter((k) => k.endsWith('.json'))).toHaveLength(1);
    expect(new Set(pool.map((m) => m.file.storage_key)).size).toBe(POOL_SIZE);
    expect(new Set(pool.map((m) => m.kind)).size).toBeGreaterThanOrEqual(9);
    const again = await buildMotifPool(storage);
    expect(again.map((m) => m.file.sha256)).toEqual(pool.map((m) => m.file.sha256));
  });

  it('derives exactly what the design triggers derive, on the set-wise path', async () => {
    expect(await canBypassTriggers(db)).toBe(true);
    await insertTestDesigns(db, rows, false);
    await insertTestDesigns(db, twins, true);
    const read = async (ids: string[]) =>
      (
        await db.query(
          `SELECT ${DERIVED} FROM design AS d JOIN design_vector AS v ON v.id = d.id
           JOIN design_file AS f ON f.design_id = d.id WHERE d.id = ANY($1::uuid[]) ORDER BY d.created_at, d.name, d.id`,
          [ids],
        )
      ).rows;
    const viaTriggers = await read(rows.map((r) => r.id));
    expect(viaTriggers).toHaveLength(rows.length);
    expect(await read(twins.map((r) => r.id))).toEqual(viaTriggers);
  });

  it('keeps the facet counts equal to a recount', async () => {
    const counts = async () =>
      (
        await db.query(
          'SELECT facet, value, count FROM library_facet_count WHERE count <> 0 ORDER BY facet, value',
        )
      ).rows;
    const kept = await counts();
    expect(kept.find((c) => c.facet === 'total')).toMatchObject({ count: 600 });
    await db.query('SELECT library_facet_recount()');
    expect(await counts()).toEqual(kept);
  });
});

describe('time-ordered ids', () => {
  it('are version 7 uuids that sort like their times', () => {
    const ids = [1_700_000_000_000, 1_700_000_000_001, 1_800_000_000_000].map(timeOrderedUuid);
    for (const id of ids)
      expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect([...ids].sort()).toEqual(ids);
    expect(new Set(Array.from({ length: 1000 }, () => timeOrderedUuid(5))).size).toBe(1000);
  });
});
