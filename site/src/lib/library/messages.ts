import type { Language } from '@stickerei/shared/domain';
import { translate } from '@stickerei/shared/i18n';
import { de } from './messages.de.ts';
import { en } from './messages.en.ts';

export type LibraryMessageKey = keyof typeof en;

// The library screens keep their own catalogue: the islands then carry only these messages,
// not every text of the site (which the static pages render at build time anyway).
const catalogues: Record<Language, Record<LibraryMessageKey, string>> = { en, de };

/** A message of the library screens in `language`, placeholders filled (English fallback). */
export function lt(
  language: Language,
  key: LibraryMessageKey,
  values?: Record<string, string | number>,
): string {
  return translate(catalogues, language, key, values);
}

export { catalogues as libraryCatalogues };
