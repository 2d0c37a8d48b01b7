import Fastify, { type FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { DesignListResponse } from '@stickerei/shared/domain';
import { build, freshDb } from '../../helper.ts';
import { tempDataDir } from '../../fixtures/uploads.ts';
import type { Db } from '../../../src/lib/db.ts';
import { migrate } from '../../../src/lib/migrate.ts';
import type { OperationReporter } from '../../../src/admin/operations/operationRunner.ts';
import { dropIndexesForLoad } from '../../../src/admin/testData/droppedIndexes.ts';
import { setupTestData } from '../../../src/admin/testData/setupTestData.ts';
import { memoryStorage } from './memoryStorage.ts';

interface IndexRow {
  tablename: string;
  indexname: string;
  indexdef: string;
}

const indexesOf = async (db: Db) =>
  (
    await db.query<IndexRow>(
      `SELECT tablename, indexname, indexdef FROM pg_indexes WHERE schemaname = current_schema()
       ORDER BY tablename, indexname`,
    )
  ).rows;

const savedOf = async (db: Db) =>
  (await db.query<{ name: string }>('SELECT name FROM test_data_dropped_index ORDER BY name')).rows;

async function openDb(): Promise<Db> {
  const db = await freshDb();
  await migrate(db);
  return db;
}

/**
 * A reporter that notes, at every progress report of the designs, the indexes missing then and
 * the definitions saved; it aborts the load after `abortAfter` reports if given.
 */
function watchingReporter(db: Db, before: IndexRow[], abortAfter?: number) {
  const controller = new AbortController();
  const seen: { missing: IndexRow[]; saved: string[] }[] = [];
  const reporter: OperationReporter = {
    signal: controller.signal,
    async progress(_percent, step) {
      if (step !== 'designs') return;
      const present = new Set((await indexesOf(db)).map((i) => i.indexname));
      const missing = before.filter((i) => !present.has(i.indexname));
      seen.push({ missing, saved: (await savedOf(db)).map((s) => s.name) });
      if (seen.length === abortAfter) controller.abort();
    },
  };
  return { reporter, seen };
}

const context = (db: Db) => ({ db, storage: memoryStorage(), log: Fastify({ logger: false }).log });

describe('indexes dropped for a test data load', async () => {
  const db = await openDb();
  const before = await indexesOf(db);

  it('keeps every index for a load of one batch', async () => {
    const { reporter, seen } = watchingReporter(db, before);
    const result = await setupTestData(context(db), { count: 500, seed: 2 }, reporter);
    expect(result.droppedIndexes).toBe(0);
    expect(seen.every((s) => s.missing.length === 0)).toBe(true);
  });

  it('drops the indexes most rows enter, saved first, and makes them again as they were', async () => {
    const { reporter, seen } = watchingReporter(db, before);
    const result = await setupTestData(context(db), { count: 4500, seed: 3 }, reporter);
    const during = seen.at(-1)!;
    expect(result.droppedIndexes).toBe(during.missing.length);
    expect(during.saved).toEqual(during.missing.map((i) => i.indexname).sort());
    const dropped = new Set(during.missing.map((i) => i.indexname));
    // Every loaded row enters these; none enters the sponsored or users' own designs' indexes.
    for (const name of ['design_lib_created_idx', 'design_lib_name_idx', 'design_lib_words_idx'])
      expect(dropped).toContain(name);
    for (const name of ['design_lib_sponsored_idx', 'design_owner_idx', 'design_vector_owner_idx'])
      expect(dropped).not.toContain(name);
    // Keys and constraints stay: they keep the data right while the load runs.
    for (const index of during.missing) expect(index.indexdef).not.toMatch(/UNIQUE/);
    expect(dropped).not.toContain('design_pkey');
    expect(await indexesOf(db)).toEqual(before);
    expect(await savedOf(db)).toEqual([]);
  });

  it('makes the indexes again when a load stops midway', async () => {
    const { reporter, seen } = watchingReporter(db, before, 2);
    await expect(setupTestData(context(db), { count: 6000, seed: 4 }, reporter)).rejects.toThrow(
      /Stopped/,
    );
    expect(seen.at(-1)!.missing.length).toBeGreaterThan(0);
    expect(await indexesOf(db)).toEqual(before);
    expect(await savedOf(db)).toEqual([]);
  });
});

describe('a crash in the middle of a load', async () => {
  const db = await openDb();
  const dataDir = await tempDataDir();
  const before = await indexesOf(db);
  await setupTestData(context(db), { count: 3000, seed: 5 }, watchingReporter(db, before).reporter);
  // The answers are compared, not timed: without the dropped indexes, 15 calls at once may take
  // longer than the library's time budget, and a degraded (estimated) answer would differ.
  const first = await build({ db, config: { dataDir, libraryTimeBudgetMs: 60_000 } });

  // Lists under each sort and the filters of a real design, filter options and similar designs.
  async function answers(app: FastifyInstance): Promise<unknown[]> {
    const read = async (url: string) => (await app.inject({ url: `/api/stickerei/${url}` })).json();
    const top = (await read('list?pageSize=1')) as DesignListResponse;
    const d = top.items[0]!;
    const queries = [
      ...['newest', 'name', 'stitches', 'size'].flatMap((sort) =>
        ['asc', 'desc'].map((order) => `sort=${sort}&order=${order}&pageSize=40&page=2`),
      ),
      `categories=${d.assigned_tags[0]}`,
      `colors=${d.color_palette[0]}&formats=${d.embroidery_file_formats[0]}`,
      `q=${d.name.split(' ')[1]!.toLowerCase()}&sort=name`,
      `stickType=${d.stick_type}&author=${encodeURIComponent(d.author)}`,
      `set=${encodeURIComponent(d.stick_set)}&commercial=true`,
      'hoopWidth=100&hoopHeight=100&sort=size',
      'minWidth=40&maxWidth=90&minHeight=30&sort=stitches&order=desc',
    ];
    return Promise.all([
      ...queries.map((q) => read(`list?${q}`)),
      read('filter-options'),
      read(`filter-options?categories=${d.assigned_tags[0]}&colors=${d.color_palette[0]}`),
      read(`similar?id=${d.id}`),
    ]);
  }

  it('answers lists and filters the same without the dropped indexes', async () => {
    const withIndexes = await answers(first);
    const { rows } = await db.query<{ id: string }>(
      'SELECT id FROM design WHERE is_test_data ORDER BY id LIMIT 2000',
    );
    const ids = rows.map((r) => r.id);
    const dropped = await dropIndexesForLoad(db, [
      { table: 'design', column: 'id', ids },
      { table: 'design_file', column: 'design_id', ids },
      { table: 'design_vector', column: 'id', ids },
    ]);
    expect(dropped.length).toBeGreaterThan(10);
    expect((await savedOf(db)).map((s) => s.name)).toEqual([...dropped].sort());
    expect(await answers(first)).toEqual(withIndexes);
  });

  it('has the api make them again from the saved definitions when it starts', async () => {
    expect(await indexesOf(db)).not.toEqual(before);
    const next = await build({ db, config: { dataDir, libraryTimeBudgetMs: 60_000 } });
    expect(await indexesOf(db)).toEqual(before);
    expect(await savedOf(db)).toEqual([]);
    expect(await answers(next)).toEqual(await answers(first));
  });
});
