import type { Paper, WorksheetLanguage } from './types.ts';

const LOCALES: Record<WorksheetLanguage, string> = { en: 'en-US', de: 'de-DE' };
const numberFormats = new Map<string, Intl.NumberFormat>();

/** `value` with `digits` decimals in the language's style: 50,000 / 12.3 or 50.000 / 12,3. */
export function formatNumber(lang: WorksheetLanguage, value: number, digits = 0): string {
  const key = `${lang}:${digits}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(LOCALES[lang], {
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    });
    numberFormats.set(key, format);
  }
  return format.format(value);
}

/** A running time: "42 min" below an hour, "1:05 h" from an hour on. */
export function formatDuration(minutes: number): string {
  const whole = Math.max(0, Math.round(minutes));
  if (whole < 60) return `${whole} min`;
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')} h`;
}

/** Width × height in mm, and in inches too on Letter paper. */
export function formatSize(
  lang: WorksheetLanguage,
  paper: Paper,
  widthMm: number,
  heightMm: number,
): string {
  const mm = `${formatNumber(lang, widthMm, 1)} × ${formatNumber(lang, heightMm, 1)} mm`;
  if (paper !== 'letter') return mm;
  const inches = (v: number) => formatNumber(lang, v / 25.4, 2);
  return `${mm} (${inches(widthMm)} × ${inches(heightMm)} in)`;
}

const DATE_FORMATS: Record<WorksheetLanguage, Intl.DateTimeFormat> = {
  en: new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: 'UTC' }),
  de: new Intl.DateTimeFormat('de-DE', { dateStyle: 'medium', timeZone: 'UTC' }),
};

/** The footer's date, in UTC so a worksheet does not depend on the server's time zone. */
export function formatDate(lang: WorksheetLanguage, date: Date): string {
  return DATE_FORMATS[lang].format(date);
}
