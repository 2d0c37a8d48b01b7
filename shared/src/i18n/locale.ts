import { FALLBACK_LANGUAGE, LANGUAGES, type Language } from '../domain/constants.ts';

/** True when `value` is one of the interface languages. */
export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/**
 * The interface language for a browser language tag (spec §1): its first part (`de-AT` → `de`)
 * when that is a supported language, else the fallback `en`.
 */
export function languageFromTag(tag: string | null | undefined): Language {
  const first = (tag ?? '').trim().toLowerCase().split(/[-_]/)[0];
  return isLanguage(first) ? first : FALLBACK_LANGUAGE;
}

/**
 * Picks the language: a remembered choice wins, then the browser's first language.
 * @param remembered the stored choice, if any
 * @param browserLanguages `navigator.languages` (or `[navigator.language]`)
 */
export function chooseLanguage(
  remembered: string | null | undefined,
  browserLanguages: readonly string[] | undefined,
): Language {
  if (isLanguage(remembered)) return remembered;
  return languageFromTag(browserLanguages?.[0]);
}

/** Storage key of the remembered language (site and admin share it on one origin). */
export const LANGUAGE_STORAGE_KEY = 'stickerei.language';
/** Storage key of the remembered theme. */
export const THEME_STORAGE_KEY = 'stickerei.theme';
export type Theme = 'light' | 'dark';
/** Default theme of spec §1. */
export const DEFAULT_THEME: Theme = 'light';

/** Reads a remembered theme, defaulting to light. */
export function themeFrom(value: string | null | undefined): Theme {
  return value === 'dark' ? 'dark' : DEFAULT_THEME;
}
