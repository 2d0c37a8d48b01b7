import { localeNumberFormat } from '@stickerei/shared/i18n';

/** A gigabyte as the quotas count it (docs/quotas.md: 1 GB = 1,000,000,000 bytes). */
export const GB = 1_000_000_000;

// The site's units (site/src/lib/library/formatting.ts), so admin and user read the same figure.
const UNITS = ['B', 'KB', 'MB', 'GB', 'TB'];

/** Storage of a user's files as the site shows it (1000-based): "1.5 MB", "5 GB", "1,5 GB". */
export function formatStorage(bytes: number, locale: string): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1000 && unit < UNITS.length - 1) {
    value /= 1000;
    unit++;
  }
  return `${localeNumberFormat(locale, { maximumFractionDigits: unit === 0 ? 0 : 1 }).format(value)} ${UNITS[unit]}`;
}

/** Bytes as gigabytes for an input field, in the locale's decimals and without grouping. */
export function gigabytesField(bytes: number, locale: string): string {
  return localeNumberFormat(locale, { maximumFractionDigits: 9, useGrouping: false }).format(
    bytes / GB,
  );
}

/**
 * A limit as typed: null when empty (the default again), else a whole number ≥ 0 of bytes or
 * files; undefined when it is not a number. Gigabytes take "." or "," as the decimal sign; a
 * file count may be grouped ("50,000", "50.000", "50 000"), as it is a whole number.
 */
export function parseLimit(text: string, unit: 'gigabytes' | 'files'): number | null | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const plain =
    unit === 'files' ? trimmed.replace(/[\s.,'’\u00a0\u202f]/g, '') : trimmed.replace(',', '.');
  if (!/^\d*\.?\d+$|^\d+\.$/.test(plain)) return undefined;
  const value = Number(plain) * (unit === 'gigabytes' ? GB : 1);
  return Number.isFinite(value) ? Math.round(value) : undefined;
}
