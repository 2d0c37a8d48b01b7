import { localeDateTimeFormat, localeNumberFormat, plainNumber } from '@stickerei/shared/i18n';

/** How a figure moved against the period before. */
export interface Trend {
  direction: 'up' | 'down' | 'flat' | 'new';
  /** Change in percent of the earlier value, rounded; null when there was nothing before. */
  percent: number | null;
}

/**
 * The trend of `value` against `previous`: up, down or flat with the change in percent; `new`
 * when there was nothing before and something now.
 */
export function trendOf(value: number, previous: number | null): Trend | null {
  if (previous === null) return null;
  if (previous === 0)
    return value === 0 ? { direction: 'flat', percent: 0 } : { direction: 'new', percent: null };
  const percent = Math.round(((value - previous) / previous) * 100);
  return { direction: percent > 0 ? 'up' : percent < 0 ? 'down' : 'flat', percent };
}

/** Bytes as B, kB, MB, GB (1024-based, as databases report sizes), in the admin's language. */
export function formatBytes(bytes: number, locale: string): string {
  const units = ['B', 'kB', 'MB', 'GB', 'TB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  const digits = unit === 0 || value >= 100 ? 0 : 1;
  return `${localeNumberFormat(locale, { maximumFractionDigits: digits, minimumFractionDigits: digits }).format(value)} ${units[unit]}`;
}

/**
 * A count with the language's digit grouping (12,345 / 12.345), at most 3 decimals as Intl's
 * default; without Intl (shared plainNumber): the dashboard's figures no longer load the
 * locale's data in its first render (issue 17).
 */
export const formatCount = (n: number, locale: string) => plainNumber(n, locale, 3);

/** A share 0–1 as a percentage with at most one decimal. */
export const formatShare = (share: number, locale: string) =>
  localeNumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 }).format(share);

/** Milliseconds: two decimals below 10 ms, one below 100, whole above. */
export function formatMs(ms: number, locale: string): string {
  const digits = ms < 10 ? 2 : ms < 100 ? 1 : 0;
  return `${localeNumberFormat(locale, { maximumFractionDigits: digits, minimumFractionDigits: digits }).format(ms)} ms`;
}

/** Date and time of an ISO instant in the admin's language and time zone. */
export const formatDateTime = (iso: string, locale: string) =>
  localeDateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

/** A run's time to the second, short, to tell runs of one day apart ("11/27/26, 8:41:07 AM"). */
export const formatRunTime = (iso: string, locale: string) =>
  localeDateTimeFormat(locale, { dateStyle: 'short', timeStyle: 'medium' }).format(new Date(iso));

/** A UTC day (YYYY-MM-DD) shortly, e.g. "Mar 12" / "12. März". */
export const formatDay = (day: string, locale: string) =>
  localeDateTimeFormat(locale, { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A user id or name for a narrow cell: a uuid (a Cognito sub) shortened to its first 8 digits. */
export const shortId = (text: string) => (UUID.test(text) ? `${text.slice(0, 8)}…` : text);

/** Milliseconds as seconds with one decimal, in the admin's language ("14.0" / "14,0"). */
export const formatSeconds = (ms: number, locale: string) =>
  localeNumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(
    ms / 1000,
  );
