import type { Language } from '@stickerei/shared/domain';
import { localeDateTimeFormat, localeNumberFormat } from '@stickerei/shared/i18n';

/** The locale each interface language formats numbers and dates in. */
export const LOCALES: Record<Language, string> = { en: 'en-GB', de: 'de-DE' };

/** The language's number format with these options, built once (shared i18n/formats.ts). */
export const numberFormat = (language: Language, options: Intl.NumberFormatOptions) =>
  localeNumberFormat(LOCALES[language], options);

/** The language's date and time format with these options, built once. */
export const dateTimeFormat = (language: Language, options: Intl.DateTimeFormatOptions) =>
  localeDateTimeFormat(LOCALES[language], options);

/** Digit grouping and decimal mark of each language's locale (en-GB, de-DE). */
const MARKS: Record<Language, { group: string; decimal: string }> = {
  en: { group: ',', decimal: '.' },
  de: { group: '.', decimal: ',' },
};

/**
 * `abs` (finite, not negative) rounded to `places` decimals the way Intl rounds: from its
 * shortest decimal form (3.55 → 3.6, where `toFixed` sees the binary 3.5499… and gives 3.5),
 * half away from zero.
 */
function roundedDigits(abs: number, places: number): string {
  const shortest = String(abs);
  if (shortest.includes('e')) return abs.toFixed(places);
  const [whole = '0', fraction = ''] = shortest.split('.');
  if (fraction.length <= places) return fraction ? `${whole}.${fraction}` : whole;
  const chars = (whole + fraction.slice(0, places)).split('');
  if ((fraction[places] ?? '0') >= '5') {
    let i = chars.length - 1;
    while (i >= 0 && chars[i] === '9') chars[i--] = '0';
    if (i < 0) chars.unshift('1');
    else chars[i] = String(Number(chars[i]) + 1);
  }
  const digits = chars.join('');
  const cut = digits.length - places;
  return places > 0 ? `${digits.slice(0, cut)}.${digits.slice(cut)}` : digits;
}

/**
 * A number as `numberFormat(language, { maximumFractionDigits })` writes it — thousands grouped,
 * rounded half away from zero, no trailing zeros — without Intl: the first Intl format of a page
 * loads the locale's data (60–100 ms of a phone's main thread in Lighthouse), which the library's
 * first render paid for the counts and sizes on its cards (issue 17). Finite numbers; checked
 * against Intl by intl.test.ts.
 */
export function plainNumber(value: number, language: Language, maximumFractionDigits = 0): string {
  const { group, decimal } = MARKS[language];
  const rounded = roundedDigits(Math.abs(value), maximumFractionDigits);
  const [whole = '0', fraction = ''] = rounded.split('.');
  const digits = fraction.replace(/0+$/, '');
  const grouped = whole.replace(/\B(?=(\d{3})+$)/g, group);
  const negative = value < 0 || Object.is(value, -0);
  return `${negative ? '-' : ''}${grouped}${digits ? decimal + digits : ''}`;
}
