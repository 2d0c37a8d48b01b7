import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../lib/db.ts';
import { allPreviewKeys } from '../lib/previewUrl.ts';
import type { Storage } from '../plugins/storage.ts';

/** What a removal left to clean in storage. */
export interface RemovedDesign {
  id: string;
  /** Stored files no other design still refers to. */
  storageKeys: string[];
}

/**
 * Deletes the caller's own designs among `ids` with their files, flags and jobs' links (the
 * database cascades). Other ids — unknown, library or another user's — are left alone.
 * @returns the designs removed and the storage keys now unreferenced
 */
export async function removeDesigns(
  db: Db,
  ids: string[],
  userId: string,
): Promise<RemovedDesign[]> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ id: string; keys: string[] | null }>(
      `DELETE FROM design AS d WHERE d.id = ANY($1::uuid[]) AND d.owner_id = $2
       RETURNING d.id, (SELECT array_agg(f.storage_key) FROM design_file AS f WHERE f.design_id = d.id) AS keys`,
      [ids, userId],
    );
    const keys = rows.flatMap((r) => r.keys ?? []);
    // A redeemed copy may share its files with the library design it came from.
    const { rows: kept } = await tx.query<{ storage_key: string }>(
      'SELECT DISTINCT storage_key FROM design_file WHERE storage_key = ANY($1)',
      [keys],
    );
    const shared = new Set(kept.map((k) => k.storage_key));
    return rows.map((r) => ({
      id: r.id,
      storageKeys: (r.keys ?? []).filter((k) => !shared.has(k)),
    }));
  });
}

/**
 * Removes the stored bytes of removed designs: their files and every preview size and encoding. A failure is
 * logged and the rest goes on (the database no longer refers to any of these keys).
 */
export async function deleteStoredFiles(
  storage: Storage,
  removed: RemovedDesign[],
  log: FastifyBaseLogger,
): Promise<void> {
  const keys = removed.flatMap((r) => [...r.storageKeys, ...allPreviewKeys(r.id)]);
  for (const key of keys) {
    try {
      await storage.delete(key);
    } catch (error) {
      log.warn({ err: error, key }, 'could not delete a stored file of a deleted design');
    }
  }
}
