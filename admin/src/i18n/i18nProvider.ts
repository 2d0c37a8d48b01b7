import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { I18nProvider, TranslationMessages } from 'react-admin';
import { isLanguage } from '@stickerei/shared/i18n';
import type { Language } from '@stickerei/shared/domain';
import type { Messages } from './catalogue.ts';
import { english } from './english.ts';

/** The interface languages as the language menu lists them. */
export const LOCALES = [
  { locale: 'en', name: 'English' },
  { locale: 'de', name: 'Deutsch' },
];

/** The catalogue of `language`; German is a separate chunk, loaded when it is needed. */
export async function loadMessages(language: Language): Promise<Messages> {
  if (language === 'de') return (await import('./german.ts')).german;
  return english;
}

// polyglot reads any nested catalogue; that ours are complete is what german.test.ts checks.
const forReactAdmin = (messages: Messages) => messages as TranslationMessages;

/**
 * The admin's i18nProvider: starts in `language` with its already loaded `messages`, loads the
 * other language on a switch; missing-message warnings are off and a missing message falls back
 * to English (DESIGN.md §8), then to the key.
 */
export function createI18nProvider(language: Language, messages: Messages): I18nProvider {
  const englishProvider = polyglotI18nProvider(() => forReactAdmin(english), 'en', LOCALES, {
    allowMissing: true,
  });
  const fallbackToEnglish = (key: string, options: Record<string, unknown>) =>
    englishProvider.translate(key, options);
  return polyglotI18nProvider(
    (locale) =>
      locale === language
        ? forReactAdmin(messages)
        : loadMessages(isLanguage(locale) ? locale : 'en').then(forReactAdmin),
    language,
    LOCALES,
    { allowMissing: true, onMissingKey: fallbackToEnglish },
  );
}
