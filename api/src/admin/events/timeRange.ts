import { METRICS_MAX_DAYS } from '@stickerei/shared/domain';
import { badRequest } from '../../lib/httpError.ts';

const DAY_MS = 24 * 3600 * 1000;

/** A resolved time range: `from` inclusive, `to` exclusive. */
export interface TimeRange {
  from: Date;
  to: Date;
}

/** Midnight UTC of the day of `date`. */
export const startOfUtcDay = (date: Date) =>
  new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));

/**
 * The range of a metrics query: given bounds, else the last `defaultDays` UTC days up to now.
 * @throws HttpError 400 for an empty or reversed range, or one longer than METRICS_MAX_DAYS
 */
export function resolveRange(
  query: { from?: string; to?: string },
  defaultDays = 30,
  now = new Date(),
): TimeRange {
  const to = query.to ? new Date(query.to) : now;
  const from = query.from
    ? new Date(query.from)
    : new Date(startOfUtcDay(to).getTime() - (defaultDays - 1) * DAY_MS);
  if (Number.isNaN(from.getTime()) || Number.isNaN(to.getTime())) {
    throw badRequest('from and to must be ISO date-times, e.g. 2026-11-01T00:00:00Z.');
  }
  if (from >= to) throw badRequest('from must be before to.');
  if (to.getTime() - from.getTime() > METRICS_MAX_DAYS * DAY_MS) {
    throw badRequest(`A range may span at most ${METRICS_MAX_DAYS} days; choose a shorter one.`);
  }
  return { from, to };
}

/** Every UTC day (`YYYY-MM-DD`) the range touches, in order. */
export function daysOf(range: TimeRange): string[] {
  const days: string[] = [];
  for (let t = startOfUtcDay(range.from).getTime(); t < range.to.getTime(); t += DAY_MS) {
    days.push(new Date(t).toISOString().slice(0, 10));
  }
  return days;
}
