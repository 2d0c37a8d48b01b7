import type { KnownEventType } from '@stickerei/shared/domain';
import type { Queryable } from './db.ts';

/** Event types the analytics read (DESIGN.md §4 "event"); others may be recorded as well. */
export type EventType = KnownEventType | (string & {});

/**
 * Records one event for metrics, search terms and user analytics. Anonymous events carry no user.
 * @param db the database or an open transaction
 * @param type what happened
 * @param userId the caller's id, or null when anonymous
 * @param payload JSON details (search terms, design id, …)
 */
export async function recordEvent(
  db: Queryable,
  type: EventType,
  userId: string | null,
  payload: Record<string, unknown> = {},
): Promise<void> {
  await db.query('INSERT INTO event (type, user_id, payload) VALUES ($1, $2, $3)', [
    type,
    userId,
    JSON.stringify(payload),
  ]);
}
