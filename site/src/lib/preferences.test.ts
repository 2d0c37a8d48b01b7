import { LANGUAGE_STORAGE_KEY, THEME_STORAGE_KEY } from '@stickerei/shared/i18n';
import { describe, expect, it, vi } from 'vitest';
import {
  LANGUAGE_CHANGE_EVENT,
  applyLanguage,
  applyTheme,
  onLanguageChange,
  pageLanguage,
  pageTheme,
  type PreferenceDocument,
  type PreferenceStorage,
} from './preferences.ts';

class FakeElement {
  readonly attributes = new Map<string, string>();
  lang = '';
  constructor(initial: Record<string, string> = {}) {
    for (const [name, value] of Object.entries(initial)) this.attributes.set(name, value);
  }
  getAttribute(name: string): string | null {
    return this.attributes.get(name) ?? null;
  }
  setAttribute(name: string, value: string): void {
    this.attributes.set(name, value);
  }
}

// A stand-in document: an EventTarget with an <html> element and a few controls.
function fakeDocument(lang = 'en') {
  const root = new FakeElement({
    'data-title-en': 'Contact · Stickerei',
    'data-title-de': 'Kontakt · Stickerei',
  });
  root.lang = lang;
  const languageButtons = [
    new FakeElement({ 'data-set-language': 'en' }),
    new FakeElement({ 'data-set-language': 'de' }),
  ];
  const themeToggle = new FakeElement({ 'data-theme-toggle': '' });
  const doc = Object.assign(new EventTarget(), {
    documentElement: root,
    title: 'Contact · Stickerei',
    querySelectorAll: (selector: string) =>
      selector === '[data-set-language]'
        ? languageButtons
        : selector === '[data-theme-toggle]'
          ? [themeToggle]
          : [],
  });
  return { doc: doc as PreferenceDocument, root, languageButtons, themeToggle };
}

function memoryStorage(): PreferenceStorage & { values: Map<string, string> } {
  const values = new Map<string, string>();
  return {
    values,
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
  };
}

describe('applyLanguage', () => {
  it('switches lang, title and pressed buttons, remembers the choice and tells listeners', () => {
    const { doc, root, languageButtons } = fakeDocument('en');
    const storage = memoryStorage();
    const heard: string[] = [];
    onLanguageChange(doc, (language) => heard.push(language));
    applyLanguage(doc, 'de', storage);
    expect(root.lang).toBe('de');
    expect(doc.title).toBe('Kontakt · Stickerei');
    expect(languageButtons.map((button) => button.getAttribute('aria-pressed'))).toEqual([
      'false',
      'true',
    ]);
    expect(storage.values.get(LANGUAGE_STORAGE_KEY)).toBe('de');
    expect(heard).toEqual(['de']);
    expect(pageLanguage(doc)).toBe('de');
  });

  it('does not remember anything when syncing without storage, and stays quiet without a change', () => {
    const { doc } = fakeDocument('de');
    const listener = vi.fn();
    doc.addEventListener(LANGUAGE_CHANGE_EVENT, listener);
    applyLanguage(doc, 'de', null);
    expect(listener).not.toHaveBeenCalled();
  });

  it('keeps working when storage refuses to write', () => {
    const { doc, root } = fakeDocument('en');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const refusing: PreferenceStorage = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    applyLanguage(doc, 'de', refusing);
    expect(root.lang).toBe('de');
    expect(warn).toHaveBeenCalledOnce();
    warn.mockRestore();
  });

  it('stops notifying after unsubscribe', () => {
    const { doc } = fakeDocument('en');
    const listener = vi.fn();
    const unsubscribe = onLanguageChange(doc, listener);
    unsubscribe();
    applyLanguage(doc, 'de', null);
    expect(listener).not.toHaveBeenCalled();
  });
});

describe('applyTheme', () => {
  it('sets data-theme, the toggle state and the stored value', () => {
    const { doc, root, themeToggle } = fakeDocument();
    const storage = memoryStorage();
    applyTheme(doc, 'dark', storage);
    expect(root.getAttribute('data-theme')).toBe('dark');
    expect(themeToggle.getAttribute('aria-pressed')).toBe('true');
    expect(storage.values.get(THEME_STORAGE_KEY)).toBe('dark');
    expect(pageTheme(doc)).toBe('dark');
    applyTheme(doc, 'light', storage);
    expect(themeToggle.getAttribute('aria-pressed')).toBe('false');
    expect(storage.values.get(THEME_STORAGE_KEY)).toBe('light');
  });

  it('reads an unset theme as light', () => {
    expect(pageTheme(fakeDocument().doc)).toBe('light');
  });
});
