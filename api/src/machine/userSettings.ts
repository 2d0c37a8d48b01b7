import {
  DEFAULT_MACHINE_PROFILE,
  type Hoop,
  type MachineProfile,
  type ThreadStockItem,
  type UserSettings,
} from '@stickerei/shared/domain';
import type { Queryable } from '../lib/db.ts';

interface SettingsRow {
  stitches_per_minute: number;
  seconds_per_colour_change: number;
  seconds_per_trim: number;
  seconds_per_stop: number;
  hoops: Hoop[];
  thread_brand: string | null;
}

/** The user's settings; the defaults for a user (or caller) who has set none. */
export async function readSettings(db: Queryable, userId: string | null): Promise<UserSettings> {
  if (userId === null) return { machine: DEFAULT_MACHINE_PROFILE, hoops: [], threadBrand: null };
  const { rows } = await db.query<SettingsRow>(
    `SELECT stitches_per_minute, seconds_per_colour_change, seconds_per_trim, seconds_per_stop,
       hoops, thread_brand
     FROM user_settings WHERE user_id = $1`,
    [userId],
  );
  const row = rows[0];
  if (!row) return { machine: DEFAULT_MACHINE_PROFILE, hoops: [], threadBrand: null };
  return {
    machine: {
      stitchesPerMinute: row.stitches_per_minute,
      secondsPerColourChange: row.seconds_per_colour_change,
      secondsPerTrim: row.seconds_per_trim,
      secondsPerStop: row.seconds_per_stop,
    },
    hoops: row.hoops,
    threadBrand: row.thread_brand,
  };
}

/** The caller's machine profile (the defaults for anonymous callers). */
export const machineProfile = async (
  db: Queryable,
  userId: string | null,
): Promise<MachineProfile> => (await readSettings(db, userId)).machine;

/** Replaces the user's settings; the fields not given keep their value. */
export async function writeSettings(
  db: Queryable,
  userId: string,
  change: Partial<UserSettings>,
): Promise<UserSettings> {
  const current = await readSettings(db, userId);
  const next: UserSettings = {
    machine: change.machine ?? current.machine,
    hoops: change.hoops ?? current.hoops,
    threadBrand: change.threadBrand !== undefined ? change.threadBrand : current.threadBrand,
  };
  await db.query(
    `INSERT INTO user_settings (user_id, stitches_per_minute, seconds_per_colour_change,
       seconds_per_trim, seconds_per_stop, hoops, thread_brand, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, now())
     ON CONFLICT (user_id) DO UPDATE SET stitches_per_minute = EXCLUDED.stitches_per_minute,
       seconds_per_colour_change = EXCLUDED.seconds_per_colour_change,
       seconds_per_trim = EXCLUDED.seconds_per_trim, seconds_per_stop = EXCLUDED.seconds_per_stop,
       hoops = EXCLUDED.hoops, thread_brand = EXCLUDED.thread_brand, updated_at = now()`,
    [
      userId,
      next.machine.stitchesPerMinute,
      next.machine.secondsPerColourChange,
      next.machine.secondsPerTrim,
      next.machine.secondsPerStop,
      JSON.stringify(next.hoops),
      next.threadBrand,
    ],
  );
  return next;
}

/** The user's thread stock, by chart and code. */
export async function readStock(db: Queryable, userId: string): Promise<ThreadStockItem[]> {
  const { rows } = await db.query<ThreadStockItem>(
    'SELECT brand, code FROM user_thread WHERE user_id = $1 ORDER BY brand, code',
    [userId],
  );
  return rows;
}

/** Replaces the user's thread stock in one transaction (duplicates once). */
export async function writeStock(
  db: { transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> },
  userId: string,
  items: ThreadStockItem[],
): Promise<void> {
  const unique = new Map(items.map((i) => [`${i.brand}\u0000${i.code}`, i]));
  await db.transaction(async (tx) => {
    await tx.query('DELETE FROM user_thread WHERE user_id = $1', [userId]);
    if (unique.size === 0) return;
    const list = [...unique.values()];
    await tx.query(
      `INSERT INTO user_thread (user_id, brand, code)
       SELECT $1, b, c FROM unnest($2::text[], $3::text[]) AS t(b, c)`,
      [userId, list.map((i) => i.brand), list.map((i) => i.code)],
    );
  });
}
