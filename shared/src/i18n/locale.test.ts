import { describe, expect, it } from 'vitest';
import { chooseLanguage, languageFromTag, themeFrom } from './locale.ts';
import { translate } from './messages.ts';
import { categoryLabel, colourLabel } from './vocabulary.ts';

describe('locale helper', () => {
  it("uses the browser language's first part, fallback en", () => {
    expect(languageFromTag('de-AT')).toBe('de');
    expect(languageFromTag('DE')).toBe('de');
    expect(languageFromTag('en-GB')).toBe('en');
    expect(languageFromTag('fr-FR')).toBe('en');
    expect(languageFromTag('')).toBe('en');
    expect(languageFromTag(undefined)).toBe('en');
  });

  it('prefers a remembered choice over the browser', () => {
    expect(chooseLanguage('en', ['de-DE'])).toBe('en');
    expect(chooseLanguage(null, ['de-DE', 'en'])).toBe('de');
    expect(chooseLanguage('xx', ['fr'])).toBe('en');
  });

  it('defaults the theme to light', () => {
    expect(themeFrom(null)).toBe('light');
    expect(themeFrom('dark')).toBe('dark');
    expect(themeFrom('purple')).toBe('light');
  });
});

describe('translate', () => {
  const catalogues = {
    en: { hi: 'Hello {name}', only: 'English only' },
    de: { hi: 'Hallo {name}' },
  };
  it('fills placeholders and falls back to English, then the key', () => {
    expect(translate(catalogues, 'de', 'hi', { name: 'Ada' })).toBe('Hallo Ada');
    expect(translate(catalogues, 'de', 'only')).toBe('English only');
    expect(translate(catalogues, 'de', 'missing.key')).toBe('missing.key');
  });
  it('labels vocabulary in both languages', () => {
    expect(categoryLabel('CHRISTMAS', 'de')).toBe('Weihnachten');
    expect(colourLabel('WHITE', 'de')).toBe('Weiß');
    expect(colourLabel('UNKNOWN', 'en')).toBe('UNKNOWN');
  });
});
