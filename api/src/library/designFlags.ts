import type { Queryable } from '../lib/db.ts';
import { designNotFound, readableDesign } from './designRepository.ts';

/** Per-user flags on designs: one table each, a row while the flag is set. */
export type FlagTable = 'favorite' | 'already_stitched';

const FOREIGN_KEY_VIOLATION = '23503';

/**
 * Sets or clears a flag on a design the caller may read. Idempotent: setting a set flag or
 * clearing a clear one changes nothing, so double clicks are harmless.
 * @throws HttpError 404 for a design the caller may not read
 */
export async function setFlag(
  db: Queryable,
  table: FlagTable,
  designId: string,
  userId: string,
  value: boolean,
): Promise<boolean> {
  await readableDesign(db, designId, userId);
  try {
    await db.query(
      value
        ? `INSERT INTO ${table} (user_id, design_id) VALUES ($1, $2) ON CONFLICT DO NOTHING`
        : `DELETE FROM ${table} WHERE user_id = $1 AND design_id = $2`,
      [userId, designId],
    );
  } catch (error) {
    // Deleted between the check and the write.
    if ((error as { code?: string }).code === FOREIGN_KEY_VIOLATION) throw designNotFound(designId);
    throw error;
  }
  return value;
}
