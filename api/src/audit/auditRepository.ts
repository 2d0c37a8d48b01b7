import type {
  AuditEntry,
  AuditListResponse,
  AuditOutcome,
  AuditPhase,
  AuditQuery,
} from '@stickerei/shared/domain';
import { containsPattern } from '../admin/events/eventList.ts';
import type { Queryable } from '../lib/db.ts';
import { badRequest } from '../lib/httpError.ts';

/** An entry as the api writes it; the database adds the id and the actor's e-mail. */
export type NewAuditEntry = Omit<AuditEntry, 'id' | 'at' | 'actorEmail'> & { at: Date };

/** Appends one entry; the e-mail comes from the actor's app_user row, where known. */
export async function insertAuditEntry(db: Queryable, e: NewAuditEntry): Promise<void> {
  await db.query(
    `INSERT INTO audit_entry (at, actor_id, actor_email, action, method, route, target_id,
       summary, request_id, phase, outcome, status, error, duration_ms)
     VALUES ($1, $2::text, (SELECT email FROM app_user WHERE user_id = $2::text), $3, $4, $5, $6,
       $7::jsonb, $8, $9, $10, $11, $12, $13)`,
    [
      e.at.toISOString(),
      e.actorId,
      e.action,
      e.method,
      e.route,
      e.targetId,
      e.summary === null || e.summary === undefined ? null : JSON.stringify(e.summary),
      e.requestId,
      e.phase,
      e.outcome,
      e.status,
      e.error,
      e.durationMs,
    ],
  );
}

interface AuditRow {
  id: number | string;
  at: Date | string;
  actor_id: string | null;
  actor_email: string | null;
  action: string;
  method: string;
  route: string;
  target_id: string | null;
  summary: unknown;
  request_id: string;
  phase: AuditPhase;
  outcome: AuditOutcome;
  status: number | null;
  error: string | null;
  duration_ms: number | null;
}

const toEntry = (r: AuditRow): AuditEntry => ({
  id: Number(r.id),
  at: new Date(r.at).toISOString(),
  actorId: r.actor_id,
  actorEmail: r.actor_email,
  action: r.action,
  method: r.method,
  route: r.route,
  targetId: r.target_id,
  summary: r.summary ?? null,
  requestId: r.request_id,
  phase: r.phase,
  outcome: r.outcome,
  status: r.status,
  error: r.error,
  durationMs: r.duration_ms,
});

/** @throws HttpError 400 when the range is empty or reversed */
export function checkAuditRange(q: AuditQuery): void {
  if (q.from && q.to && new Date(q.from) >= new Date(q.to))
    throw badRequest('from must be before to: choose a later "to" or an earlier "from".');
}

/** The WHERE clause of a query's filters, with its parameters starting at $1. */
function where(q: AuditQuery): { parts: string[]; params: unknown[] } {
  const params: unknown[] = [];
  const parts: string[] = [];
  const add = (value: unknown) => `$${params.push(value)}`;
  if (q.actor) {
    const p = add(containsPattern(q.actor));
    parts.push(`(a.actor_id ILIKE ${p} OR a.actor_email ILIKE ${p})`);
  }
  if (q.action) parts.push(`a.action = ${add(q.action)}`);
  if (q.outcome) parts.push(`a.outcome = ${add(q.outcome)}`);
  checkAuditRange(q);
  if (q.from) parts.push(`a.at >= ${add(new Date(q.from).toISOString())}`);
  if (q.to) parts.push(`a.at < ${add(new Date(q.to).toISOString())}`);
  return { parts, params };
}

const whereSql = (parts: string[]) => (parts.length ? `WHERE ${parts.join(' AND ')}` : '');

/** `GET /api/admin/audit`: newest first, filtered, one page with the exact total. */
export async function listAuditEntries(
  db: Queryable,
  q: AuditQuery & { page: number; pageSize: number },
): Promise<AuditListResponse> {
  const { parts, params } = where(q);
  const offset = (q.page - 1) * q.pageSize;
  const [items, count] = await Promise.all([
    db.query<AuditRow>(
      `SELECT * FROM audit_entry AS a ${whereSql(parts)}
       ORDER BY a.at DESC, a.id DESC LIMIT ${q.pageSize} OFFSET ${offset}`,
      params,
    ),
    db.query<{ n: number }>(
      `SELECT count(*) AS n FROM audit_entry AS a ${whereSql(parts)}`,
      params,
    ),
  ]);
  return {
    items: items.rows.map(toEntry),
    page: q.page,
    pageSize: q.pageSize,
    total: Number(count.rows[0]?.n ?? 0),
  };
}

/**
 * The next `limit` entries of a filtered trail, newest first, after the entry `(at, id)` of the
 * batch before (keyset pagination, for the CSV).
 */
export async function auditBatch(
  db: Queryable,
  q: AuditQuery,
  after: { at: string; id: number } | null,
  limit: number,
): Promise<AuditEntry[]> {
  const { parts, params } = where(q);
  if (after) {
    const at = `$${params.push(after.at)}::timestamptz`;
    parts.push(`(a.at, a.id) < (${at}, $${params.push(after.id)})`);
  }
  const { rows } = await db.query<AuditRow>(
    `SELECT * FROM audit_entry AS a ${whereSql(parts)} ORDER BY a.at DESC, a.id DESC LIMIT ${limit}`,
    params,
  );
  return rows.map(toEntry);
}
