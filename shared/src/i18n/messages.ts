import { FALLBACK_LANGUAGE, type Language } from '../domain/constants.ts';

/** A flat message catalogue per language. */
export type Catalogue = Record<string, string>;

/**
 * Looks a message up with English fallback (DESIGN.md §8: missing-message warnings are off and a
 * missing message falls back to English), then the key itself. `{name}` placeholders are filled
 * from `values`.
 */
export function translate(
  catalogues: Partial<Record<Language, Catalogue>>,
  language: Language,
  key: string,
  values?: Record<string, string | number>,
): string {
  const text = catalogues[language]?.[key] ?? catalogues[FALLBACK_LANGUAGE]?.[key] ?? key;
  if (!values) return text;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}
