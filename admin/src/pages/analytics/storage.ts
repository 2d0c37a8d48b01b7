/** A gigabyte as the quotas count it (docs/quotas.md: 1 GB = 1,000,000,000 bytes). */
export const GB = 1_000_000_000;

const UNITS = ['B', 'kB', 'MB', 'GB', 'TB'];

/** Storage of a user's files as the site shows it (1000-based): "1.5 MB", "5 GB". */
export function formatStorage(bytes: number, locale: string): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1000 && unit < UNITS.length - 1) {
    value /= 1000;
    unit++;
  }
  return `${value.toLocaleString(locale, { maximumFractionDigits: unit === 0 ? 0 : 1 })} ${UNITS[unit]}`;
}
