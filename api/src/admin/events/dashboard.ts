import type { DashboardFigure, DashboardStats } from '@stickerei/shared/domain';
import type { Queryable } from '../../lib/db.ts';

const PERIOD_DAYS = 30;

interface Counts {
  users: number;
  new_now: number;
  new_before: number;
  active7_now: number;
  active7_before: number;
  active30_now: number;
  active30_before: number;
  uploads_now: number;
  uploads_before: number;
  downloads_now: number;
  downloads_before: number;
  redemptions_now: number;
  redemptions_before: number;
  searches_now: number;
  searches_before: number;
}

// $1 = now. "Before" is the period of the same length just before.
const COUNTS = `
  WITH e AS (SELECT type, user_id, created_at FROM event WHERE created_at >= $1::timestamptz - interval '60 days')
  SELECT
    (SELECT count(*) FROM app_user) AS users,
    (SELECT count(*) FROM app_user WHERE created_at >= $1::timestamptz - interval '30 days') AS new_now,
    (SELECT count(*) FROM app_user WHERE created_at >= $1::timestamptz - interval '60 days'
       AND created_at < $1::timestamptz - interval '30 days') AS new_before,
    (SELECT count(DISTINCT user_id) FROM e WHERE created_at >= $1::timestamptz - interval '7 days') AS active7_now,
    (SELECT count(DISTINCT user_id) FROM e WHERE created_at >= $1::timestamptz - interval '14 days'
       AND created_at < $1::timestamptz - interval '7 days') AS active7_before,
    (SELECT count(DISTINCT user_id) FROM e WHERE created_at >= $1::timestamptz - interval '30 days') AS active30_now,
    (SELECT count(DISTINCT user_id) FROM e WHERE created_at < $1::timestamptz - interval '30 days') AS active30_before,
    ${['upload', 'download', 'redeem', 'search']
      .map((type, i) => {
        const name = ['uploads', 'downloads', 'redemptions', 'searches'][i];
        return `(SELECT count(*) FROM e WHERE type = '${type}' AND created_at >= $1::timestamptz - interval '30 days') AS ${name}_now,
    (SELECT count(*) FROM e WHERE type = '${type}' AND created_at < $1::timestamptz - interval '30 days') AS ${name}_before`;
      })
      .join(',\n    ')}`;

/** `GET /api/admin/dashboard`: key figures of the last 7/30 days with the period before. */
export async function dashboardStats(db: Queryable, now = new Date()): Promise<DashboardStats> {
  const [{ rows }, designs] = await Promise.all([
    db.query<Counts>(COUNTS, [now.toISOString()]),
    db.query<{ library: number; own: number; test: number }>(
      // The library total is kept by the facet triggers (migration 012); counting 10⁶ rows is not.
      `SELECT coalesce((SELECT count FROM library_facet_count WHERE facet = 'total' AND value = ''), 0) AS library,
         (SELECT count(*) FROM design WHERE owner_id IS NOT NULL) AS own,
         (SELECT count(*) FROM design WHERE is_test_data) AS test`,
    ),
  ]);
  const c = rows[0]!;
  const n = (v: number) => Number(v);
  const figure = (
    key: DashboardFigure['key'],
    value: number,
    previous: number | null,
    days: number,
  ): DashboardFigure => ({
    key,
    value: n(value),
    previous: previous === null ? null : n(previous),
    days,
  });
  const d = designs.rows[0]!;
  return {
    generatedAt: now.toISOString(),
    figures: [
      figure('users', c.users, null, 0),
      figure('newUsers', c.new_now, c.new_before, PERIOD_DAYS),
      figure('activeUsers7', c.active7_now, c.active7_before, 7),
      figure('activeUsers30', c.active30_now, c.active30_before, PERIOD_DAYS),
      figure('uploads', c.uploads_now, c.uploads_before, PERIOD_DAYS),
      figure('downloads', c.downloads_now, c.downloads_before, PERIOD_DAYS),
      figure('redemptions', c.redemptions_now, c.redemptions_before, PERIOD_DAYS),
      figure('searches', c.searches_now, c.searches_before, PERIOD_DAYS),
    ],
    designs: { library: n(d.library), own: n(d.own), testData: n(d.test) },
  };
}
