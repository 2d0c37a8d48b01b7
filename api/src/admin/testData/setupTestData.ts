import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../lib/db.ts';
import { trainSimilarityIndex } from '../../library/similarityIndex.ts';
import type { Storage } from '../../plugins/storage.ts';
import type { OperationReporter } from '../operations/operationRunner.ts';
import { canBypassTriggers, insertTestDesigns } from './bulkInsert.ts';
import { testDesignRow } from './designRows.ts';
import { buildMotifPool } from './motifPool.ts';
import { writePoolTables } from './poolTables.ts';

/** Designs per insert transaction. */
const BATCH = 2000;

export interface SetupOptions {
  count: number;
  seed: number;
}

// Shares of the progress bar: the motif pool (first run only), the designs, the index.
const POOL_SHARE = 10;
const DESIGNS_SHARE = 80;

const BULK_TABLES = ['design', 'design_vector', 'design_file', 'library_facet_count'];

/**
 * After a bulk load: planner statistics, and the visibility map the library's index-only scans
 * need (without it every index entry costs a heap visit until autovacuum comes by; PGlite runs
 * no autovacuum at all). VACUUM cannot run in a transaction, so on PGlite's one session the
 * smaller statistics target is set around it; a server analyses its full sample quickly.
 */
async function refreshStatistics(db: Db): Promise<void> {
  // A sample of 9,000 rows (target 30) instead of 30,000 on PGlite: the design table's many
  // extended statistics made the full target the slowest step there (14 s of 67 s at 100,000).
  if (db.kind === 'pglite') await db.exec('SET default_statistics_target = 30');
  try {
    for (const table of BULK_TABLES) await db.exec(`VACUUM (ANALYZE) ${table}`);
  } finally {
    if (db.kind === 'pglite') await db.exec('RESET default_statistics_target');
  }
}

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
 * Adds `count` library test designs (is_test_data) made of the generated motif pool, then
 * retrains the similarity index and refreshes the planner's statistics (docs/admin.md).
 * @returns what was made, for the operation's result
 */
export async function setupTestData(
  ctx: { db: Db; storage: Storage; log: FastifyBaseLogger },
  options: SetupOptions,
  reporter: OperationReporter,
): Promise<Record<string, unknown>> {
  const started = performance.now();
  const lap = stopwatch();
  const pool = await buildMotifPool(ctx.storage, (done, total) => {
    void reporter.progress((POOL_SHARE * done) / total, 'motifs');
  });
  await writePoolTables(ctx.db, pool);
  let bypass = await canBypassTriggers(ctx.db);
  const poolMs = lap();
  const now = Date.now();
  for (let from = 0; from < options.count; from += BATCH) {
    if (reporter.signal.aborted) throw new Error('Stopped: the api is shutting down.');
    const size = Math.min(BATCH, options.count - from);
    const rows = Array.from({ length: size }, (_, i) =>
      testDesignRow(pool, options.seed, { n: from + i, count: options.count, now }),
    );
    try {
      await insertTestDesigns(ctx.db, rows, bypass);
    } catch (error) {
      if (!bypass) throw error;
      // The library's tables changed in a way the set-wise path does not know: its triggers do
      // the work from here on (slower, always right).
      ctx.log.warn({ err: error }, 'set-wise test data insert failed; using the design triggers');
      bypass = false;
      await insertTestDesigns(ctx.db, rows, bypass);
    }
    // PGlite answers in the same thread: let the api serve requests and streams between batches.
    await new Promise((resolve) => setImmediate(resolve));
    await reporter.progress(
      POOL_SHARE + (DESIGNS_SHARE * (from + size)) / options.count,
      'designs',
    );
  }
  const insertMs = lap();
  await reporter.progress(POOL_SHARE + DESIGNS_SHARE, 'similarity index');
  const index = await trainSimilarityIndex(ctx.db);
  const indexMs = lap();
  await reporter.progress(98, 'statistics');
  await refreshStatistics(ctx.db);
  const analyzeMs = lap();
  return {
    designs: options.count,
    motifs: pool.length,
    files: pool.length,
    similarityBuckets: index.centroids,
    bulkPath: bypass ? 'set-wise' : 'triggers',
    ms: Math.round(performance.now() - started),
    phasesMs: { pool: poolMs, designs: insertMs, similarityIndex: indexMs, statistics: analyzeMs },
  };
}
