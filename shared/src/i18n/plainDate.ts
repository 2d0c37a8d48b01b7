import { localeDateTimeFormat } from './formats.ts';

/** en-GB's short month names, as its medium date style writes them ("Sept", not "Sep"). */
const EN_MONTHS = 'Jan Feb Mar Apr May Jun Jul Aug Sept Oct Nov Dec'.split(' ');

const twoDigits = (n: number) => String(n).padStart(2, '0');

/**
 * A date as `localeDateTimeFormat(locale, { dateStyle: 'medium' })` writes it in the local time
 * zone — "3 Mar 2025" (en-GB), "03.03.2025" (de-DE) — without Intl where the locale is British
 * English or German: building a page's first Intl date format loads the locale's data, a task of
 * 60–90 ms on Lighthouse's simulated phone (the design page's facts show a date; issue 17). Other
 * locales (en-US writes "Mar 3, 2025") go to Intl. Checked against Intl by plainDate.test.ts.
 */
export function plainDate(date: Date, locale: string): string {
  const tag = locale.toLowerCase();
  const year = date.getFullYear();
  // (an invalid date, or a year Intl may write with an era, goes to Intl like other locales)
  if (year >= 1 && year <= 9999) {
    if (tag === 'de' || tag === 'de-de') {
      return `${twoDigits(date.getDate())}.${twoDigits(date.getMonth() + 1)}.${year}`;
    }
    if (tag === 'en-gb') return `${date.getDate()} ${EN_MONTHS[date.getMonth()]} ${year}`;
  }
  return localeDateTimeFormat(locale, { dateStyle: 'medium' }).format(date);
}
