import type {
  DayCount,
  RedemptionAnalytics,
  RedemptionAnalyticsScope,
} from '@stickerei/shared/domain';
import type { Queryable } from '../lib/db.ts';
import { badRequest, notFound } from '../lib/httpError.ts';

const DAY_MS = 24 * 3600 * 1000;
/** Longest range of one analytics request, in days. */
export const MAX_ANALYTICS_DAYS = 366;

const dayOf = (time: number) => new Date(time).toISOString().slice(0, 10);
const startOfDay = (day: string) => Date.parse(`${day}T00:00:00Z`);

// Which rows of `redemption r` a scope covers, and its campaign ids for the visit figures.
const REDEMPTION_FILTER: Record<RedemptionAnalyticsScope, string> = {
  campaign: 'r.campaign_id = $1',
  'campaign-design': 'r.campaign_design_id = $1',
  design: 'r.design_id = $1',
};
const CAMPAIGNS_OF: Record<RedemptionAnalyticsScope, string> = {
  campaign: 'SELECT $1::uuid AS id',
  'campaign-design': 'SELECT campaign_id FROM campaign_design WHERE id = $1',
  design: `SELECT campaign_id FROM campaign_design WHERE design_id = $1
    UNION SELECT campaign_id FROM redemption WHERE design_id = $1 AND campaign_id IS NOT NULL`,
};

interface ScopeRow {
  scope: RedemptionAnalyticsScope;
  start_at: Date | string | null;
  end_at: Date | string | null;
}

/** What `id` names: a campaign, a campaign entry or a library design (also a deleted one). */
async function findScope(db: Queryable, id: string): Promise<ScopeRow> {
  const { rows } = await db.query<ScopeRow>(
    `SELECT 'campaign' AS scope, start_at, end_at FROM sponsored_campaign WHERE id = $1
     UNION ALL SELECT 'campaign-design', NULL, NULL FROM campaign_design WHERE id = $1
     UNION ALL SELECT 'design', NULL, NULL FROM design WHERE id = $1 AND owner_id IS NULL
     UNION ALL (SELECT 'design', NULL, NULL FROM redemption WHERE design_id = $1 LIMIT 1)`,
    [id],
  );
  const row = rows[0];
  if (!row) throw notFound(`No campaign, campaign design or library design ${id}.`);
  return row;
}

/** The days asked for: a campaign's own days (up to today) or the last 30 days by default. */
export function analyticsRange(
  query: { from?: string; to?: string },
  scope: Pick<ScopeRow, 'start_at' | 'end_at'>,
  now: Date,
): { from: string; to: string } {
  const today = dayOf(now.getTime());
  const ownEnd = scope.end_at ? dayOf(new Date(scope.end_at).getTime() - 1) : today;
  const to = query.to ?? (ownEnd < today ? ownEnd : today);
  const ownStart = scope.start_at ? dayOf(new Date(scope.start_at).getTime()) : null;
  const from =
    query.from ?? (ownStart && ownStart <= to ? ownStart : dayOf(startOfDay(to) - 29 * DAY_MS));
  const days = (startOfDay(to) - startOfDay(from)) / DAY_MS + 1;
  if (!Number.isFinite(days) || days < 1) {
    throw badRequest('"from" must be a date (YYYY-MM-DD) on or before "to".');
  }
  if (days > MAX_ANALYTICS_DAYS) {
    throw badRequest(`Ask for at most ${MAX_ANALYTICS_DAYS} days at a time.`);
  }
  return { from, to };
}

/** Every day of the range with its count (zero days included). */
export function fillDays(
  from: string,
  to: string,
  counts: Array<{ day: string; count: number }>,
): DayCount[] {
  const byDay = new Map(counts.map((c) => [c.day, Number(c.count)]));
  const out: DayCount[] = [];
  for (let t = startOfDay(from); t <= startOfDay(to); t += DAY_MS) {
    const day = dayOf(t);
    out.push({ day, count: byDay.get(day) ?? 0 });
  }
  return out;
}

const DAY_SQL = `to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD')`;

/**
 * Redemption figures of a campaign, a campaign entry or a library design over days (UTC):
 * totals, per day, by campaign, by design, and the sponsor visits of the campaigns involved.
 * @throws HttpError 404 for an unknown id, 400 for a bad range
 */
export async function redemptionAnalytics(
  db: Queryable,
  id: string,
  query: { from?: string; to?: string },
  now: Date,
): Promise<RedemptionAnalytics> {
  const scope = await findScope(db, id);
  const { from, to } = analyticsRange(query, scope, now);
  const params = [id, new Date(startOfDay(from)), new Date(startOfDay(to) + DAY_MS)];
  const where = `${REDEMPTION_FILTER[scope.scope]} AND r.created_at >= $2 AND r.created_at < $3`;
  const [totals, perDay, byCampaign, byDesign, visits] = await Promise.all([
    db.query<{ n: number; u: number }>(
      `SELECT count(*) AS n, count(DISTINCT r.user_id) AS u FROM redemption r WHERE ${where}`,
      params,
    ),
    db.query<{ day: string; count: number }>(
      `SELECT ${DAY_SQL.replace('created_at', 'r.created_at')} AS day, count(*) AS count
       FROM redemption r WHERE ${where} GROUP BY 1`,
      params,
    ),
    db.query<{ id: string; name: string | null; n: number; u: number }>(
      `SELECT r.campaign_id AS id, c.name, count(*) AS n, count(DISTINCT r.user_id) AS u
       FROM redemption r LEFT JOIN sponsored_campaign c ON c.id = r.campaign_id
       WHERE ${where} GROUP BY r.campaign_id, c.name ORDER BY n DESC, c.name`,
      params,
    ),
    db.query<{ id: string; name: string | null; n: number }>(
      `SELECT r.design_id AS id, d.name, count(*) AS n
       FROM redemption r LEFT JOIN design d ON d.id = r.design_id
       WHERE ${where} GROUP BY r.design_id, d.name ORDER BY n DESC, d.name`,
      params,
    ),
    db.query<{ day: string; count: number }>(
      `SELECT ${DAY_SQL} AS day, count(*) AS count FROM sponsor_visit
       WHERE campaign_id IN (${CAMPAIGNS_OF[scope.scope]}) AND created_at >= $2 AND created_at < $3
       GROUP BY 1`,
      params,
    ),
  ]);
  const visitDays = fillDays(from, to, visits.rows);
  return {
    scope: scope.scope,
    id,
    from,
    to,
    redemptions: Number(totals.rows[0]?.n ?? 0),
    uniqueUsers: Number(totals.rows[0]?.u ?? 0),
    perDay: fillDays(from, to, perDay.rows),
    byCampaign: byCampaign.rows.map((r) => ({
      campaignId: r.id ?? '',
      name: r.name ?? '',
      redemptions: Number(r.n),
      uniqueUsers: Number(r.u),
    })),
    byDesign: byDesign.rows.map((r) => ({
      designId: r.id,
      name: r.name ?? '',
      redemptions: Number(r.n),
    })),
    visits: { total: visitDays.reduce((sum, d) => sum + d.count, 0), perDay: visitDays },
  };
}
