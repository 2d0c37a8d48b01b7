import type { EventMetrics, MetricsDay } from '@stickerei/shared/domain';
import type { Queryable } from '../../lib/db.ts';
import { daysOf, type TimeRange } from './timeRange.ts';

/** `GET /api/admin/events/metrics`: counts per UTC day and type, every day of the range present. */
export async function eventMetrics(db: Queryable, range: TimeRange): Promise<EventMetrics> {
  const { rows } = await db.query<{ day: string; type: string; n: number }>(
    `SELECT to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS day, type, count(*) AS n
     FROM event WHERE created_at >= $1 AND created_at < $2
     GROUP BY 1, 2 ORDER BY 1, 2`,
    [range.from.toISOString(), range.to.toISOString()],
  );
  const byDay = new Map<string, MetricsDay>(
    daysOf(range).map((day) => [day, { day, counts: {}, total: 0 }]),
  );
  const totals: Record<string, number> = {};
  for (const row of rows) {
    const day = byDay.get(row.day);
    const n = Number(row.n);
    if (!day) continue;
    day.counts[row.type] = n;
    day.total += n;
    totals[row.type] = (totals[row.type] ?? 0) + n;
  }
  return {
    from: range.from.toISOString(),
    to: range.to.toISOString(),
    types: Object.keys(totals).sort(),
    days: [...byDay.values()],
    totals,
    total: Object.values(totals).reduce((a, b) => a + b, 0),
  };
}
