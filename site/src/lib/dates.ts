import type { Language } from '@stickerei/shared/domain';
import { dateTimeFormat } from './intl.ts';

/** A date as `YYYY-MM-DD` (UTC), for `<time datetime>`. */
export function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** A date written out for readers of `language` (UTC, so the day never shifts). */
export function formatDate(date: Date, language: Language): string {
  return dateTimeFormat(language, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(date);
}
