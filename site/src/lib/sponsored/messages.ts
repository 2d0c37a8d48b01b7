import type { Language } from '@stickerei/shared/domain';
import { translate } from '@stickerei/shared/i18n';
import { de } from './messages.de.ts';
import { en } from './messages.en.ts';

export type SponsoredMessageKey = keyof typeof en;

export const sponsoredCatalogues: Record<Language, Record<SponsoredMessageKey, string>> = {
  en,
  de,
};

/** A message of the /sponsored island in `language`, placeholders filled (English fallback). */
export function st(
  language: Language,
  key: SponsoredMessageKey,
  values?: Record<string, string | number>,
): string {
  return translate(sponsoredCatalogues, language, key, values);
}
