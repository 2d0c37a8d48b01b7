import type { Language } from '@stickerei/shared/domain';
import {
  localeDateTimeFormat,
  localeNumberFormat,
  plainNumber as sharedPlainNumber,
} from '@stickerei/shared/i18n';

/** The locale each interface language formats numbers and dates in. */
export const LOCALES: Record<Language, string> = { en: 'en-GB', de: 'de-DE' };

/** The language's number format with these options, built once (shared i18n/formats.ts). */
export const numberFormat = (language: Language, options: Intl.NumberFormatOptions) =>
  localeNumberFormat(LOCALES[language], options);

/** The language's date and time format with these options, built once. */
export const dateTimeFormat = (language: Language, options: Intl.DateTimeFormatOptions) =>
  localeDateTimeFormat(LOCALES[language], options);

/**
 * A number as `numberFormat(language, { maximumFractionDigits })` writes it, without Intl
 * (shared i18n/plainNumber.ts): the library's first render no longer loads the locale's data for
 * the counts and sizes on its cards (issue 17).
 */
export const plainNumber = (value: number, language: Language, maximumFractionDigits = 0) =>
  sharedPlainNumber(value, LOCALES[language], maximumFractionDigits);
