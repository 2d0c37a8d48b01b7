import {
  EVENT_COUNT_CAP,
  type AdminEvent,
  type EventListQuery,
  type EventListResponse,
} from '@stickerei/shared/domain';
import type { Queryable } from '../../lib/db.ts';
import { badRequest } from '../../lib/httpError.ts';

interface EventRow {
  id: number;
  type: string;
  user_id: string | null;
  user_label: string | null;
  payload: Record<string, unknown>;
  created_at: Date | string;
}

/** `%text%` for ILIKE with the pattern characters of `text` taken literally. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, '\\$&')}%`;

function where(q: EventListQuery): { sql: string; params: unknown[] } {
  const params: unknown[] = [];
  const parts: string[] = [];
  const add = (value: unknown) => `$${params.push(value)}`;
  if (q.type) parts.push(`e.type = ${add(q.type)}`);
  if (q.userId) parts.push(`e.user_id = ${add(q.userId)}`);
  for (const [bound, op] of [
    [q.from, '>='],
    [q.to, '<'],
  ] as const) {
    if (!bound) continue;
    if (Number.isNaN(new Date(bound).getTime()))
      throw badRequest('from and to must be ISO date-times.');
    parts.push(`e.created_at ${op} ${add(new Date(bound).toISOString())}`);
  }
  if (q.q) {
    const p = add(containsPattern(q.q));
    parts.push(`(e.type ILIKE ${p} OR e.user_id ILIKE ${p} OR e.payload::text ILIKE ${p})`);
  }
  return { sql: parts.length ? `WHERE ${parts.join(' AND ')}` : '', params };
}

const toEvent = (r: EventRow): AdminEvent => ({
  id: Number(r.id),
  type: r.type,
  userId: r.user_id,
  userLabel: r.user_label,
  payload: r.payload,
  createdAt: new Date(r.created_at).toISOString(),
});

/**
 * `GET /api/admin/events`: newest first, filtered; the total is exact up to EVENT_COUNT_CAP.
 * Pages reach as deep as the cap.
 */
export async function listEvents(
  db: Queryable,
  q: EventListQuery & { page: number; pageSize: number },
): Promise<EventListResponse> {
  const { sql, params } = where(q);
  const offset = (q.page - 1) * q.pageSize;
  if (offset >= EVENT_COUNT_CAP)
    throw badRequest(`Pages end at ${EVENT_COUNT_CAP} events: narrow the filters.`);
  const [items, count] = await Promise.all([
    db.query<EventRow>(
      `SELECT e.id, e.type, e.user_id, coalesce(u.email, u.username) AS user_label, e.payload, e.created_at
       FROM event AS e LEFT JOIN app_user AS u ON u.user_id = e.user_id
       ${sql} ORDER BY e.created_at DESC, e.id DESC LIMIT ${q.pageSize} OFFSET ${offset}`,
      params,
    ),
    db.query<{ n: number }>(
      `SELECT count(*) AS n FROM (SELECT 1 FROM event AS e ${sql} LIMIT ${EVENT_COUNT_CAP + 1}) AS c`,
      params,
    ),
  ]);
  const total = Number(count.rows[0]?.n ?? 0);
  return {
    items: items.rows.map(toEvent),
    page: q.page,
    pageSize: q.pageSize,
    total: Math.min(total, EVENT_COUNT_CAP),
    totalIsCapped: total > EVENT_COUNT_CAP,
  };
}
