import type { Language } from '@stickerei/shared/domain';

/** The locale each interface language formats numbers and dates in. */
export const LOCALES: Record<Language, string> = { en: 'en-GB', de: 'de-DE' };

// Building an Intl formatter is far dearer than using one (the locale's data is looked up and
// the options resolved each time): a design's facts built a dozen, 30 ms of a phone's main thread
// in one task (issue 17). Each language and set of options is built once and kept.
const numberFormats = new Map<string, Intl.NumberFormat>();
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();

function cached<T>(cache: Map<string, T>, key: string, build: () => T): T {
  let value = cache.get(key);
  if (!value) {
    value = build();
    cache.set(key, value);
  }
  return value;
}

/** The language's number format with these options, built once. */
export function numberFormat(
  language: Language,
  options: Intl.NumberFormatOptions,
): Intl.NumberFormat {
  return cached(numberFormats, `${language} ${JSON.stringify(options)}`, () => {
    return new Intl.NumberFormat(LOCALES[language], options);
  });
}

/** The language's date and time format with these options, built once. */
export function dateTimeFormat(
  language: Language,
  options: Intl.DateTimeFormatOptions,
): Intl.DateTimeFormat {
  return cached(dateTimeFormats, `${language} ${JSON.stringify(options)}`, () => {
    return new Intl.DateTimeFormat(LOCALES[language], options);
  });
}
