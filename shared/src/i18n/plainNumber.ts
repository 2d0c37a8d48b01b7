import { localeNumberFormat } from './formats.ts';

/** Digit grouping and decimal mark of the product's languages (en, en-GB; de, de-DE). */
const MARKS: Record<string, { group: string; decimal: string }> = {
  en: { group: ',', decimal: '.' },
  de: { group: '.', decimal: ',' },
};

/**
 * `abs` (finite, not negative) rounded to `places` decimals the way Intl rounds: from its
 * shortest decimal form (3.55 → 3.6, where `toFixed` sees the binary 3.5499… and gives 3.5),
 * half away from zero. Its whole digits and its `places` decimals (fewer when it has fewer).
 */
function roundedDigits(abs: number, places: number): { whole: string; fraction: string } {
  const shortest = String(abs);
  const [whole = '0', fraction = ''] = (
    shortest.includes('e') ? abs.toFixed(places) : shortest
  ).split('.');
  if (fraction.length <= places) return { whole, fraction };
  const chars = (whole + fraction.slice(0, places)).split('');
  if ((fraction[places] ?? '0') >= '5') {
    let i = chars.length - 1;
    while (i >= 0 && chars[i] === '9') chars[i--] = '0';
    if (i < 0) chars.unshift('1');
    else chars[i] = String(Number(chars[i]) + 1);
  }
  const cut = chars.length - places;
  return { whole: chars.slice(0, cut).join(''), fraction: chars.slice(cut).join('') };
}

/**
 * A number as `localeNumberFormat(locale, { maximumFractionDigits })` writes it — thousands
 * grouped, rounded half away from zero, no trailing zeros — without Intl where the locale is
 * English or German: the first Intl format of a page loads the locale's data (60–100 ms of a
 * phone's main thread in Lighthouse), which the site's library and the admin's dashboard paid in
 * their first render for the counts they show (issue 17). Other locales go to Intl. Finite
 * numbers; checked against Intl by plainNumber.test.ts.
 */
export function plainNumber(value: number, locale: string, maximumFractionDigits = 0): string {
  const marks = MARKS[locale.slice(0, 2).toLowerCase()];
  if (!marks) return localeNumberFormat(locale, { maximumFractionDigits }).format(value);
  const { whole, fraction } = roundedDigits(Math.abs(value), maximumFractionDigits);
  const digits = fraction.replace(/0+$/, '');
  const grouped = whole.replace(/\B(?=(\d{3})+$)/g, marks.group);
  const negative = value < 0 || Object.is(value, -0);
  return `${negative ? '-' : ''}${grouped}${digits ? marks.decimal + digits : ''}`;
}
