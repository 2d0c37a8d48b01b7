// Building an Intl formatter is far dearer than using one (the locale's data is looked up and the
// options resolved each time; `Number.prototype.toLocaleString(locale, …)` builds one per call):
// a design's facts on the site built a dozen, 30 ms of a phone's main thread in one task, and the
// admin's dashboard figures 15 ms (issue 17). Each locale and set of options is built once here.
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

/** The number format of `locale` (a BCP 47 tag: `en-GB`, `de`) with these options, built once. */
export function localeNumberFormat(
  locale: string,
  options: Intl.NumberFormatOptions = {},
): Intl.NumberFormat {
  const key = `${locale} ${JSON.stringify(options)}`;
  return cached(numberFormats, key, () => new Intl.NumberFormat(locale, options));
}

/** The date and time format of `locale` with these options, built once. */
export function localeDateTimeFormat(
  locale: string,
  options: Intl.DateTimeFormatOptions = {},
): Intl.DateTimeFormat {
  const key = `${locale} ${JSON.stringify(options)}`;
  return cached(dateTimeFormats, key, () => new Intl.DateTimeFormat(locale, options));
}
