import {
  LANGUAGE_STORAGE_KEY,
  THEME_STORAGE_KEY,
  chooseLanguage,
  themeFrom,
} from '@stickerei/shared/i18n';
import { describe, expect, it } from 'vitest';
import { preferenceScript } from './preferenceScript.ts';

interface Outcome {
  lang: string;
  theme: string | undefined;
  title: string;
  className: string;
}

interface Setup {
  stored?: Record<string, string>;
  languages?: string[];
  language?: string;
  storageThrows?: boolean;
}

// Runs the inline script against a stand-in for the few browser objects it touches.
function run({ stored = {}, languages, language = '', storageThrows = false }: Setup): Outcome {
  const attributes: Record<string, string> = {
    'data-title-en': 'Blog · Stickerei',
    'data-title-de': 'Blog (de) · Stickerei',
  };
  const root = {
    lang: 'en',
    className: '',
    getAttribute: (name: string) => attributes[name] ?? null,
    setAttribute: (name: string, value: string) => {
      attributes[name] = value;
    },
  };
  const doc = { documentElement: root, title: 'Blog · Stickerei' };
  const storage = {
    getItem: (key: string) => {
      if (storageThrows) throw new Error('SecurityError');
      return stored[key] ?? null;
    },
  };
  const script = new Function('document', 'navigator', 'window', preferenceScript());
  script(doc, { languages, language }, { localStorage: storage });
  return {
    lang: root.lang,
    theme: attributes['data-theme'],
    title: doc.title,
    className: root.className,
  };
}

describe('preferenceScript', () => {
  it.each([
    [{}, ['de-DE', 'en'], 'de'],
    [{}, ['de_AT'], 'de'],
    [{}, ['fr-FR', 'de'], 'en'],
    [{}, [], 'en'],
    [{ [LANGUAGE_STORAGE_KEY]: 'en' }, ['de-DE'], 'en'],
    [{ [LANGUAGE_STORAGE_KEY]: 'de' }, ['en-US'], 'de'],
    [{ [LANGUAGE_STORAGE_KEY]: 'xx' }, ['DE'], 'de'],
  ] as const)(
    'with stored %j and browser %j picks what chooseLanguage picks',
    (stored, languages, expected) => {
      const outcome = run({ stored, languages: [...languages] });
      expect(outcome.lang).toBe(expected);
      expect(outcome.lang).toBe(
        chooseLanguage(stored[LANGUAGE_STORAGE_KEY as never], [...languages]),
      );
    },
  );

  it('falls back to navigator.language when navigator.languages is missing', () => {
    expect(run({ language: 'de-CH' }).lang).toBe('de');
  });

  it.each([[undefined], ['dark'], ['light'], ['purple']])('theme %s matches themeFrom', (value) => {
    const stored: Record<string, string> =
      value === undefined ? {} : { [THEME_STORAGE_KEY]: value };
    expect(run({ stored }).theme).toBe(themeFrom(value));
  });

  it('defaults to light and English when storage is blocked', () => {
    const outcome = run({ storageThrows: true, languages: ['it'] });
    expect(outcome).toMatchObject({ lang: 'en', theme: 'light' });
  });

  it('sets the document title of the chosen language and marks scripting as available', () => {
    const outcome = run({ languages: ['de'] });
    expect(outcome.title).toBe('Blog (de) · Stickerei');
    expect(outcome.className.split(' ')).toContain('js');
  });
});
