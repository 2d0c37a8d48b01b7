import type { DayCount, RedemptionAnalytics } from '@stickerei/shared/domain';
import { localeDateTimeFormat } from '@stickerei/shared/i18n';

/** One chart row per day: redemptions and counted sponsor visits side by side. */
export interface DayFigures {
  day: string;
  redemptions: number;
  visits: number;
}

/** Joins the per-day redemptions and visits of an analytics answer by day. */
export function dayFigures(
  analytics: Pick<RedemptionAnalytics, 'perDay' | 'visits'>,
): DayFigures[] {
  const visits = new Map(analytics.visits.perDay.map((d: DayCount) => [d.day, d.count]));
  const days = new Set([...analytics.perDay.map((d) => d.day), ...visits.keys()]);
  const redemptions = new Map(analytics.perDay.map((d) => [d.day, d.count]));
  return [...days].sort().map((day) => ({
    day,
    redemptions: redemptions.get(day) ?? 0,
    visits: visits.get(day) ?? 0,
  }));
}

/** A `YYYY-MM-DD` day as a local medium date ("3 Mar 2026"). */
export function dayText(day: string, locale: string): string {
  return localeDateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );
}
