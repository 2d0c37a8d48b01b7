import type { DeleteDataReport, DeleteScope } from '@stickerei/shared/domain';
import type { Db } from '../../lib/db.ts';
import type { Storage } from '../../plugins/storage.ts';
import { OPERATIONS_OWNER } from '../operations/operationRepository.ts';
import { DEMO_PREFIX } from '../../demo/fillDemoLibrary.ts';
import { POOL_PREFIX } from '../testData/motifPool.ts';

// Designs deleted per transaction: the design triggers (facet counts, vectors) and the foreign
// keys (files, favorites, campaign entries) do their work per batch.
const BATCH = 20_000;

async function deleteInBatches(db: Db, where: string): Promise<number> {
  let total = 0;
  for (;;) {
    const { rowCount } = await db.query(
      `DELETE FROM design WHERE id IN (SELECT id FROM design WHERE ${where} LIMIT ${BATCH})`,
    );
    total += rowCount;
    if (rowCount < BATCH) return total;
  }
}

async function deleteTestData(
  db: Db,
  storage: Storage,
): Promise<Omit<DeleteDataReport, 'scope' | 'ms'>> {
  const designs = await deleteInBatches(db, 'is_test_data');
  await db.query('DELETE FROM test_data_vector');
  await db.query('DELETE FROM test_data_motif');
  // Test designs' files and previews all live under the motif pool.
  await storage.deletePrefix(POOL_PREFIX);
  return { designs, files: designs, processingJobs: 0 };
}

// The demo designs (docs/demo-library.md), their files and previews; the library is not filled
// again (demo_library_state stays done). Redeemed copies in users' files are theirs and stay,
// with the stored bytes they share (same storage keys, own previews).
async function deleteDemoDesigns(
  db: Db,
  storage: Storage,
): Promise<Omit<DeleteDataReport, 'scope' | 'ms'>> {
  const { rows } = await db.query<{ id: string; files: number }>(
    `SELECT d.id, (SELECT count(*) FROM design_file AS f WHERE f.design_id = d.id)::int AS files
     FROM design AS d WHERE d.is_demo`,
  );
  const designs = await deleteInBatches(db, 'is_demo');
  const shared = await db.query<{ key: string }>(
    `SELECT DISTINCT storage_key AS key FROM design_file WHERE storage_key LIKE $1`,
    [`${DEMO_PREFIX}/%`],
  );
  const kept = new Set(shared.rows.map((r) => r.key.split('/')[1]));
  for (const { id } of rows) {
    await storage.deletePrefix(`previews/${id}`);
    if (!kept.has(id)) await storage.deletePrefix(`${DEMO_PREFIX}/${id}`);
  }
  return { designs, files: rows.reduce((sum, r) => sum + r.files, 0), processingJobs: 0 };
}

// Where the api keeps design bytes (api/src/plugins/storage.ts); logos of authors stay.
const DESIGN_PREFIXES = ['uploads', 'designs', 'previews', 'test-data', DEMO_PREFIX];

async function deleteEverything(
  db: Db,
  storage: Storage,
): Promise<Omit<DeleteDataReport, 'scope' | 'ms'>> {
  const { rows } = await db.query<{ n: number }>('SELECT count(*) AS n FROM design_file');
  const jobs = await db.query('DELETE FROM processing_job');
  await db.query('DELETE FROM job_event WHERE owner_id <> $1', [OPERATIONS_OWNER]);
  const designs = await deleteInBatches(db, 'true');
  await db.transaction(async (tx) => {
    await tx.query('DELETE FROM similarity_centroid');
    await tx.query('DELETE FROM similarity_index_state');
    await tx.query('DELETE FROM test_data_vector');
    await tx.query('DELETE FROM test_data_motif');
  });
  for (const prefix of DESIGN_PREFIXES) await storage.deletePrefix(prefix);
  return { designs, files: Number(rows[0]?.n ?? 0), processingJobs: jobs.rowCount };
}

/**
 * `POST /api/stickerei/delete-data`: test designs (scope test), the demo library (scope demo) or
 * every design with its files,
 * processing jobs and the similarity index (scope all). Users, events, campaigns, authors and
 * performance-test runs are kept (docs/admin.md).
 */
export async function deleteData(
  ctx: { db: Db; storage: Storage },
  scope: DeleteScope,
): Promise<DeleteDataReport> {
  const started = performance.now();
  const remove = { test: deleteTestData, demo: deleteDemoDesigns, all: deleteEverything }[scope];
  const done = await remove(ctx.db, ctx.storage);
  return { scope, ...done, ms: Math.round(performance.now() - started) };
}
