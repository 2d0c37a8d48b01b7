import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../lib/db.ts';
import { trainSimilarityIndex } from '../../library/similarityIndex.ts';
import type { Storage } from '../../plugins/storage.ts';
import type { OperationReporter } from '../operations/operationRunner.ts';
import { canBypassTriggers, insertTestDesigns, type TestDesignRow } from './bulkInsert.ts';
import { testDesignRow } from './designRows.ts';
import { dropIndexesForLoad, restoreDroppedIndexes, type LoadSample } from './droppedIndexes.ts';
import { buildMotifPool, type PoolMotif } from './motifPool.ts';
import { writePoolTables } from './poolTables.ts';
import { refreshStatistics } from './refreshStatistics.ts';

/** Designs per insert transaction. */
const BATCH = 2000;

export interface SetupOptions {
  count: number;
  seed: number;
}

interface Context {
  db: Db;
  storage: Storage;
  log: FastifyBaseLogger;
}

// Shares of the progress bar: the motif pool (first run only), the designs, their indexes; the
// similarity index and the statistics have the rest.
const POOL_SHARE = 10;
const DESIGNS_SHARE = 65;
const INDEXES_SHARE = 12;

/** Milliseconds since the last call (or since it was made). */
function stopwatch(): () => number {
  let last = performance.now();
  return () => {
    const now = performance.now();
    const ms = Math.round(now - last);
    last = now;
    return ms;
  };
}

/**
 * True when the load is at least as big as the design table it goes to: then building the
 * indexes most of its rows enter once afterwards is cheaper than entering every row into them
 * (docs/admin.md). A load of one batch keeps them.
 */
async function rebuildsIndexes(db: Db, count: number): Promise<boolean> {
  if (count <= BATCH) return false;
  const { rows } = await db.query<{ n: number }>(
    'SELECT count(*) AS n FROM (SELECT 1 FROM design LIMIT $1) AS d',
    [count + 1],
  );
  return rows[0]!.n <= count;
}

/** Where a batch's rows went, to tell which indexes the load's rows enter. */
const samplesOf = (rows: TestDesignRow[]): LoadSample[] => {
  const ids = rows.map((r) => r.id);
  return [
    { table: 'design', column: 'id', ids },
    { table: 'design_file', column: 'design_id', ids },
    { table: 'design_vector', column: 'id', ids },
  ];
};

/** One batch; returns whether the set-wise path is still in use. */
async function insertBatch(ctx: Context, rows: TestDesignRow[], bypass: boolean) {
  try {
    await insertTestDesigns(ctx.db, rows, bypass);
    return bypass;
  } catch (error) {
    if (!bypass) throw error;
    // The library's tables changed in a way the set-wise path does not know: its triggers do
    // the work from here on (slower, always right).
    ctx.log.warn({ err: error }, 'set-wise test data insert failed; using the design triggers');
    await insertTestDesigns(ctx.db, rows, false);
    return false;
  }
}

/** The designs in batches; after the first, the indexes most of them enter are dropped. */
async function insertDesigns(
  ctx: Context,
  load: { pool: PoolMotif[]; options: SetupOptions; dropIndexes: boolean },
  reporter: OperationReporter,
) {
  const { pool, options } = load;
  let bypass = await canBypassTriggers(ctx.db);
  let droppedIndexes = 0;
  const now = Date.now();
  for (let from = 0; from < options.count; from += BATCH) {
    if (reporter.signal.aborted) throw new Error('Stopped: the api is shutting down.');
    const size = Math.min(BATCH, options.count - from);
    const rows = Array.from({ length: size }, (_, i) =>
      testDesignRow(pool, options.seed, { n: from + i, count: options.count, now }),
    );
    bypass = await insertBatch(ctx, rows, bypass);
    if (from === 0 && load.dropIndexes)
      droppedIndexes = (await dropIndexesForLoad(ctx.db, samplesOf(rows))).length;
    // PGlite answers in the same thread: let the api serve requests and streams between batches.
    await new Promise((resolve) => setImmediate(resolve));
    await reporter.progress(
      POOL_SHARE + (DESIGNS_SHARE * (from + size)) / options.count,
      'designs',
    );
  }
  return { bypass, droppedIndexes };
}

/** The designs, their indexes again, the similarity index; with the time each took. */
async function loadDesigns(
  ctx: Context,
  load: { pool: PoolMotif[]; options: SetupOptions; dropIndexes: boolean },
  reporter: OperationReporter,
) {
  const lap = stopwatch();
  const inserted = await insertDesigns(ctx, load, reporter);
  const designsMs = lap();
  await restoreDroppedIndexes(ctx.db, {
    tables: ['design', 'design_file'],
    onIndex: (done, total) =>
      reporter.progress(POOL_SHARE + DESIGNS_SHARE + (INDEXES_SHARE * done) / total, 'indexes'),
  });
  const indexesMs = lap();
  await reporter.progress(POOL_SHARE + DESIGNS_SHARE + INDEXES_SHARE, 'similarity index');
  const index = await trainSimilarityIndex(ctx.db);
  // The vector table's indexes only now: the training rewrites that table.
  await restoreDroppedIndexes(ctx.db);
  const similarityMs = lap();
  return { ...inserted, index, designsMs, indexesMs, similarityMs };
}

/**
 * Adds `count` library test designs (is_test_data) made of the generated motif pool, then
 * retrains the similarity index and refreshes the planner's statistics (docs/admin.md).
 * @returns what was made, for the operation's result
 */
export async function setupTestData(
  ctx: Context,
  options: SetupOptions,
  reporter: OperationReporter,
): Promise<Record<string, unknown>> {
  const started = performance.now();
  const lap = stopwatch();
  // Left by a load whose api stopped and has not started again (an api recovers them at start).
  await restoreDroppedIndexes(ctx.db);
  const pool = await buildMotifPool(ctx.storage, (done, total) => {
    void reporter.progress((POOL_SHARE * done) / total, 'motifs');
  });
  await writePoolTables(ctx.db, pool);
  const dropIndexes = await rebuildsIndexes(ctx.db, options.count);
  const poolMs = lap();
  const loaded = await loadDesigns(ctx, { pool, options, dropIndexes }, reporter).finally(() =>
    // After a failure or an abort (the api stopping) too: the dropped indexes come back before
    // the operation ends. If even that fails, the api recreates them when it starts.
    restoreDroppedIndexes(ctx.db).catch((error: unknown) =>
      ctx.log.error({ err: error }, 'could not recreate the indexes dropped for test data'),
    ),
  );
  lap();
  await reporter.progress(98, 'statistics');
  await refreshStatistics(ctx.db);
  const analyzeMs = lap();
  return {
    designs: options.count,
    motifs: pool.length,
    files: pool.length,
    similarityBuckets: loaded.index.centroids,
    bulkPath: loaded.bypass ? 'set-wise' : 'triggers',
    droppedIndexes: loaded.droppedIndexes,
    ms: Math.round(performance.now() - started),
    phasesMs: {
      pool: poolMs,
      designs: loaded.designsMs,
      indexes: loaded.indexesMs,
      similarityIndex: loaded.similarityMs,
      statistics: analyzeMs,
    },
  };
}
