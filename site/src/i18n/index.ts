import type { Language } from '@stickerei/shared/domain';
import { translate } from '@stickerei/shared/i18n';
import { de } from './de.ts';
import { en } from './en.ts';

export type MessageKey = keyof typeof en;

/** Both site catalogues, keyed by language. */
export const catalogues: Record<Language, Record<MessageKey, string>> = { en, de };

/** A site message in `language` with `{name}` placeholders filled (English fallback). */
export function t(
  language: Language,
  key: MessageKey,
  values?: Record<string, string | number>,
): string {
  return translate(catalogues, language, key, values);
}
