import type {
  UserActivity,
  UserAnalyticsColumn,
  UserAnalyticsPage,
  UserAnalyticsRow,
} from '@stickerei/shared/domain';
import type { Queryable } from '../../lib/db.ts';
import { containsPattern } from '../events/eventList.ts';
import { daysOf, type TimeRange } from '../events/timeRange.ts';

interface Row {
  user_id: string;
  email: string | null;
  username: string | null;
  created_at: Date | string;
  last_active_at: Date | string;
  uploads: number;
  designs: number;
  favorites: number;
  downloads: number;
  redemptions: number;
  searches: number;
  used_bytes: string | number;
  used_files: number;
  quota_bytes: string | number;
  quota_files: number;
  total?: number;
}

/** The configured quota of users no admin set one for (QUOTA_BYTES, QUOTA_FILES). */
export interface QuotaDefaults {
  bytes: number;
  files: number;
}

// Counts per user: activity from the event log (DESIGN.md §4), designs and favorites as they
// are now, storage and quota (docs/quotas.md) with the defaults in the parameters `quota`
// names. `users` is a subquery of app_user rows; the counts are read for those users only.
const withCounts = (users: string, quota: { bytes: string; files: string }) => `
  WITH u AS (${users}),
  e AS (SELECT user_id, count(*) FILTER (WHERE type = 'upload') AS uploads,
          count(*) FILTER (WHERE type = 'download') AS downloads,
          count(*) FILTER (WHERE type = 'redeem') AS redemptions,
          count(*) FILTER (WHERE type = 'search') AS searches
        FROM event WHERE user_id IN (SELECT user_id FROM u) GROUP BY user_id),
  d AS (SELECT owner_id AS user_id, count(*) AS designs FROM design
        WHERE owner_id IN (SELECT user_id FROM u) GROUP BY owner_id),
  f AS (SELECT user_id, count(*) AS favorites FROM favorite
        WHERE user_id IN (SELECT user_id FROM u) GROUP BY user_id)
  SELECT u.user_id, u.email, u.username, u.created_at, u.last_active_at,
    coalesce(e.uploads, 0) AS uploads, coalesce(d.designs, 0) AS designs,
    coalesce(f.favorites, 0) AS favorites, coalesce(e.downloads, 0) AS downloads,
    coalesce(e.redemptions, 0) AS redemptions, coalesce(e.searches, 0) AS searches,
    coalesce(q.used_bytes + q.reserved_bytes, 0) AS used_bytes,
    coalesce(q.used_files + q.reserved_files, 0) AS used_files,
    coalesce(q.quota_bytes, ${quota.bytes}::bigint) AS quota_bytes,
    coalesce(q.quota_files, ${quota.files}::integer) AS quota_files
  FROM u LEFT JOIN e ON e.user_id = u.user_id LEFT JOIN d ON d.user_id = u.user_id
    LEFT JOIN f ON f.user_id = u.user_id LEFT JOIN user_quota AS q ON q.user_id = u.user_id`;

export const toAnalyticsRow = (r: Row): UserAnalyticsRow => ({
  userId: r.user_id,
  email: r.email,
  username: r.username,
  createdAt: new Date(r.created_at).toISOString(),
  lastActiveAt: new Date(r.last_active_at).toISOString(),
  uploads: Number(r.uploads),
  designs: Number(r.designs),
  favorites: Number(r.favorites),
  downloads: Number(r.downloads),
  redemptions: Number(r.redemptions),
  searches: Number(r.searches),
  usedBytes: Number(r.used_bytes),
  usedFiles: Number(r.used_files),
  quotaBytes: Number(r.quota_bytes),
  quotaFiles: Number(r.quota_files),
});

/** The next `limit` users after `afterUserId`, in user-id order, with their counts (CSV batches). */
export async function analyticsBatch(
  db: Queryable,
  afterUserId: string,
  limit: number,
  quota: QuotaDefaults,
): Promise<UserAnalyticsRow[]> {
  const users = 'SELECT * FROM app_user WHERE user_id > $1 ORDER BY user_id LIMIT $2';
  const { rows } = await db.query<Row>(
    `${withCounts(users, { bytes: '$3', files: '$4' })} ORDER BY u.user_id`,
    [afterUserId, limit, quota.bytes, quota.files],
  );
  return rows.map(toAnalyticsRow);
}

const SORT_COLUMNS: Record<UserAnalyticsColumn, string> = {
  userId: 'user_id',
  email: 'email',
  username: 'username',
  createdAt: 'created_at',
  lastActiveAt: 'last_active_at',
  uploads: 'uploads',
  designs: 'designs',
  favorites: 'favorites',
  downloads: 'downloads',
  redemptions: 'redemptions',
  searches: 'searches',
  usedBytes: 'used_bytes',
  usedFiles: 'used_files',
  quotaBytes: 'quota_bytes',
  quotaFiles: 'quota_files',
};

/** `GET /api/user-analytics`: one page of users, sorted by any column, optionally searched. */
export async function analyticsPage(
  db: Queryable,
  q: {
    sort: UserAnalyticsColumn;
    order: 'asc' | 'desc';
    q?: string;
    page: number;
    pageSize: number;
  },
  quota: QuotaDefaults,
): Promise<UserAnalyticsPage> {
  const params: unknown[] = [];
  const filter = q.q ? `WHERE user_id ILIKE $1 OR email ILIKE $1 OR username ILIKE $1` : '';
  if (q.q) params.push(containsPattern(q.q));
  const defaults = { bytes: `$${params.length + 1}`, files: `$${params.length + 2}` };
  const order = `${SORT_COLUMNS[q.sort]} ${q.order === 'asc' ? 'ASC' : 'DESC'} NULLS LAST, user_id`;
  const { rows } = await db.query<Row>(
    `SELECT *, count(*) OVER () AS total
     FROM (${withCounts(`SELECT * FROM app_user ${filter}`, defaults)}) AS r
     ORDER BY ${order} LIMIT ${q.pageSize} OFFSET ${(q.page - 1) * q.pageSize}`,
    [...params, quota.bytes, quota.files],
  );
  return {
    items: rows.map(toAnalyticsRow),
    page: q.page,
    pageSize: q.pageSize,
    total: Number(rows[0]?.total ?? (q.page === 1 ? 0 : await countUsers(db, filter, params))),
  };
}

async function countUsers(db: Queryable, filter: string, params: unknown[]): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    `SELECT count(*) AS n FROM app_user ${filter}`,
    params,
  );
  return Number(rows[0]?.n ?? 0);
}

/** `GET /api/user-analytics/activity`: new users and active users (any event) per UTC day. */
export async function userActivity(db: Queryable, range: TimeRange): Promise<UserActivity> {
  const params = [range.from.toISOString(), range.to.toISOString()];
  const day = `to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD')`;
  const [created, active] = await Promise.all([
    db.query<{ day: string; n: number }>(
      `SELECT ${day} AS day, count(*) AS n FROM app_user WHERE created_at >= $1 AND created_at < $2 GROUP BY 1`,
      params,
    ),
    db.query<{ day: string; n: number }>(
      `SELECT ${day} AS day, count(DISTINCT user_id) AS n FROM event
       WHERE user_id IS NOT NULL AND created_at >= $1 AND created_at < $2 GROUP BY 1`,
      params,
    ),
  ]);
  const newUsers = new Map(created.rows.map((r) => [r.day, Number(r.n)]));
  const activeUsers = new Map(active.rows.map((r) => [r.day, Number(r.n)]));
  return {
    from: params[0]!,
    to: params[1]!,
    days: daysOf(range).map((d) => ({
      day: d,
      newUsers: newUsers.get(d) ?? 0,
      activeUsers: activeUsers.get(d) ?? 0,
    })),
  };
}
