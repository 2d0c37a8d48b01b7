import type { Language } from '@stickerei/shared/domain';
import { plainDate } from '@stickerei/shared/i18n';
import { LOCALES, plainNumber } from '../intl.ts';

/** A whole number with the language's digit grouping ("12,345" / "12.345"). */
export function formatCount(value: number, language: Language): string {
  return plainNumber(value, language, 0);
}

/** A length in mm with at most one decimal ("93.4" / "93,4"). */
export function formatMillimetres(value: number, language: Language): string {
  return plainNumber(value, language, 1);
}

/** "93.4 × 80 mm" */
export function formatSize(width: number, height: number, language: Language): string {
  return `${formatMillimetres(width, language)} × ${formatMillimetres(height, language)} mm`;
}

/** A file size: "812 B", "12.3 KB", "1.4 MB", "2.1 GB". */
export function formatBytes(bytes: number, language: Language): string {
  const format = (value: number, digits: number) => plainNumber(value, language, digits);
  if (bytes < 1000) return `${format(bytes, 0)} B`;
  if (bytes < 1_000_000) return `${format(bytes / 1000, 1)} KB`;
  if (bytes < 1_000_000_000) return `${format(bytes / 1_000_000, 1)} MB`;
  return `${format(bytes / 1_000_000_000, 1)} GB`;
}

/**
 * A date from epoch milliseconds in the language's medium style, e.g. "3 Mar 2025" /
 * "03.03.2025", without Intl (shared i18n/plainDate.ts): the design page's facts built the page's
 * first Intl date format, a long task on a phone (issue 17).
 */
export function formatDate(epochMs: number, language: Language): string {
  if (!epochMs) return '';
  return plainDate(new Date(epochMs), LOCALES[language]);
}

/**
 * A result count: exact totals as they are, estimates (beyond the api's counting cap) rounded
 * to two significant digits and marked with `approx`, e.g. "about 65,000".
 */
export function formatTotal(
  total: number,
  estimate: boolean,
  language: Language,
): { value: string; approximate: boolean } {
  if (!estimate) return { value: formatCount(total, language), approximate: false };
  const rounded = Number(total.toPrecision(2));
  return { value: formatCount(rounded, language), approximate: true };
}

/** A file name for a download: the design's name made safe, with the format's extension. */
export function downloadFileName(name: string, format: string): string {
  const safe = name
    .replace(/ß/g, 'ss')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\w.-]+/g, '_')
    .replace(/^[._]+|[._]+$/g, '')
    .slice(0, 80);
  return `${safe || 'design'}.${format}`;
}
