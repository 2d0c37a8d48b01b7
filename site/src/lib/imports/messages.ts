import type { Language } from '@stickerei/shared/domain';
import { translate } from '@stickerei/shared/i18n';
import { de } from './messages.de.ts';
import { en } from './messages.en.ts';

export type ImportMessageKey = keyof typeof en;

// The import panel is loaded only on /files and only when it shows: its messages come with it.
const catalogues: Record<Language, Record<ImportMessageKey, string>> = { en, de };

/** A message of the import panel in `language`, placeholders filled (English fallback). */
export function imt(
  language: Language,
  key: ImportMessageKey,
  values?: Record<string, string | number>,
): string {
  return translate(catalogues, language, key, values);
}

export { catalogues as importCatalogues };
