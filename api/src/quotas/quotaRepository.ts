import type { QuotaUsage } from '@stickerei/shared/domain';
import type { Queryable } from '../lib/db.ts';

/** The configured quota of a user no admin set one for (QUOTA_BYTES, QUOTA_FILES). */
export interface QuotaDefaults {
  bytes: number;
  files: number;
}

/** What one stored original (or a batch of them) asks of the quota. */
export interface Reservation {
  /** The upload's id (its job's and storage key's): a request releases exactly its own. */
  id: string;
  userId: string;
  bytes: number;
  files: number;
}

interface QuotaRow {
  used_bytes: string | number;
  used_files: number;
  reserved_bytes: string | number;
  reserved_files: number;
  quota_bytes: string | number | null;
  quota_files: number | null;
}

/** A row of `user_quota` (or none: nothing stored yet) as the api shows it. */
export function toUsage(row: QuotaRow | undefined, defaults: QuotaDefaults): QuotaUsage {
  const usedBytes = Number(row?.used_bytes ?? 0) + Number(row?.reserved_bytes ?? 0);
  const usedFiles = (row?.used_files ?? 0) + (row?.reserved_files ?? 0);
  const quotaBytes = row?.quota_bytes == null ? defaults.bytes : Number(row.quota_bytes);
  const quotaFiles = row?.quota_files ?? defaults.files;
  return {
    usedBytes,
    usedFiles,
    quotaBytes,
    quotaFiles,
    leftBytes: Math.max(0, quotaBytes - usedBytes),
    leftFiles: Math.max(0, quotaFiles - usedFiles),
    custom: row !== undefined && (row.quota_bytes !== null || row.quota_files !== null),
  };
}

/** The user's usage and quota (reservations of requests under way included). */
export async function readUsage(
  db: Queryable,
  userId: string,
  defaults: QuotaDefaults,
): Promise<QuotaUsage> {
  const { rows } = await db.query<QuotaRow>('SELECT * FROM user_quota WHERE user_id = $1', [
    userId,
  ]);
  return toUsage(rows[0], defaults);
}

/**
 * Takes a reservation when it fits what is left, in one statement: on a Postgres server a
 * second request for the same user waits for the row and checks again against the new usage,
 * so two requests on two instances never both take the last bytes.
 * @returns true when reserved, false when it does not fit
 */
export async function tryReserve(
  db: Queryable,
  r: Reservation,
  defaults: QuotaDefaults,
): Promise<boolean> {
  await db.query('INSERT INTO user_quota (user_id) VALUES ($1) ON CONFLICT (user_id) DO NOTHING', [
    r.userId,
  ]);
  const { rows } = await db.query<{ id: string }>(
    `WITH fits AS (
       UPDATE user_quota
       SET reserved_bytes = reserved_bytes + $3, reserved_files = reserved_files + $4
       WHERE user_id = $2
         AND used_bytes + reserved_bytes + $3 <= coalesce(quota_bytes, $5)
         AND used_files + reserved_files + $4 <= coalesce(quota_files, $6)
       RETURNING user_id)
     INSERT INTO quota_reservation (id, user_id, bytes, files)
     SELECT $1, user_id, $3, $4 FROM fits RETURNING id`,
    [r.id, r.userId, r.bytes, r.files, defaults.bytes, defaults.files],
  );
  return rows.length > 0;
}

/** Whether an upload of this id is reserved or recorded already (an expansion run again). */
export async function isAccounted(db: Queryable, id: string): Promise<boolean> {
  const { rows } = await db.query(
    `SELECT 1 FROM quota_reservation WHERE id = $1
     UNION ALL SELECT 1 FROM processing_job WHERE id = $1`,
    [id],
  );
  return rows.length > 0;
}

const releasing = (where: string) => `
  WITH gone AS (DELETE FROM quota_reservation WHERE ${where} RETURNING user_id, bytes, files),
  per_user AS (SELECT user_id, sum(bytes) AS bytes, sum(files) AS files FROM gone GROUP BY user_id)
  UPDATE user_quota AS q
  SET reserved_bytes = q.reserved_bytes - p.bytes, reserved_files = q.reserved_files - p.files
  FROM per_user AS p WHERE q.user_id = p.user_id
  RETURNING q.user_id`;

/** Gives reservations back (their uploads are recorded, or removed); unknown ids are ignored. */
export async function release(db: Queryable, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  await db.query(releasing('id = ANY($1::uuid[])'), [ids]);
}

/** Gives back reservations older than `before`: their process died before recording them. */
export async function releaseStale(db: Queryable, before: Date): Promise<number> {
  const { rows } = await db.query(releasing('created_at < $1'), [before]);
  return rows.length;
}

/** Sets a user's own quota; null for a limit means the default again. */
export async function setQuota(
  db: Queryable,
  userId: string,
  quota: { bytes: number | null; files: number | null },
): Promise<void> {
  await db.query(
    `INSERT INTO user_quota (user_id, quota_bytes, quota_files) VALUES ($1, $2, $3)
     ON CONFLICT (user_id) DO UPDATE
       SET quota_bytes = excluded.quota_bytes, quota_files = excluded.quota_files, updated_at = now()`,
    [userId, quota.bytes, quota.files],
  );
}
