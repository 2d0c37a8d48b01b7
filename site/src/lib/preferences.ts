import { FALLBACK_LANGUAGE, type Language } from '@stickerei/shared/domain';
import {
  LANGUAGE_STORAGE_KEY,
  THEME_STORAGE_KEY,
  isLanguage,
  themeFrom,
  type Theme,
} from '@stickerei/shared/i18n';

/** Fired on `document` after the interface language changed; `detail` is the new language. */
export const LANGUAGE_CHANGE_EVENT = 'stickerei:languagechange';
/** Fired on `document` after the theme changed; `detail` is the new theme. */
export const THEME_CHANGE_EVENT = 'stickerei:themechange';

/** The parts of `Storage` the preferences use. */
export interface PreferenceStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

interface PageElement {
  getAttribute(name: string): string | null;
  setAttribute(name: string, value: string): void;
}

/** The parts of `Document` the preferences touch (a real document satisfies it). */
export interface PreferenceDocument extends EventTarget {
  documentElement: PageElement & { lang: string };
  title: string;
  querySelectorAll(selector: string): Iterable<PageElement>;
}

function remember(storage: PreferenceStorage | null, key: string, value: string): void {
  try {
    storage?.setItem(key, value);
  } catch (error) {
    // Blocked storage (private mode, policies) still lets the page switch; it just won't persist.
    console.warn(`Stickerei: could not remember ${key}; the choice lasts until reload.`, error);
  }
}

/** The language the page shows now (set by the head script before first paint). */
export function pageLanguage(doc: PreferenceDocument): Language {
  const lang = doc.documentElement.lang;
  return isLanguage(lang) ? lang : FALLBACK_LANGUAGE;
}

/** The theme the page shows now. */
export function pageTheme(doc: PreferenceDocument): Theme {
  return themeFrom(doc.documentElement.getAttribute('data-theme'));
}

/** Marks the controls for `attribute` whose value is `active` as pressed, the others not. */
function syncPressed(doc: PreferenceDocument, attribute: string, active: string): void {
  for (const control of doc.querySelectorAll(`[${attribute}]`)) {
    control.setAttribute('aria-pressed', String(control.getAttribute(attribute) === active));
  }
}

/**
 * Shows the page in `language`: `<html lang>` (the stylesheet shows the matching text), the
 * document title, the pressed state of the language buttons; remembers the choice when
 * `storage` is given and tells islands through {@link LANGUAGE_CHANGE_EVENT}.
 */
export function applyLanguage(
  doc: PreferenceDocument,
  language: Language,
  storage: PreferenceStorage | null,
): void {
  const root = doc.documentElement;
  const changed = root.lang !== language;
  root.lang = language;
  const title = root.getAttribute(`data-title-${language}`);
  if (title) doc.title = title;
  syncPressed(doc, 'data-set-language', language);
  remember(storage, LANGUAGE_STORAGE_KEY, language);
  if (changed) doc.dispatchEvent(new CustomEvent(LANGUAGE_CHANGE_EVENT, { detail: language }));
}

/** Shows the page in `theme`, updates the toggle, remembers it when `storage` is given. */
export function applyTheme(
  doc: PreferenceDocument,
  theme: Theme,
  storage: PreferenceStorage | null,
): void {
  const changed = pageTheme(doc) !== theme;
  doc.documentElement.setAttribute('data-theme', theme);
  for (const toggle of doc.querySelectorAll('[data-theme-toggle]')) {
    toggle.setAttribute('aria-pressed', String(theme === 'dark'));
  }
  remember(storage, THEME_STORAGE_KEY, theme);
  if (changed) doc.dispatchEvent(new CustomEvent(THEME_CHANGE_EVENT, { detail: theme }));
}

/** Calls `listener` with each new interface language; returns the unsubscribe function. */
export function onLanguageChange(
  doc: PreferenceDocument,
  listener: (language: Language) => void,
): () => void {
  const handler = (event: Event) => {
    const detail: unknown = (event as CustomEvent).detail;
    if (isLanguage(detail)) listener(detail);
  };
  doc.addEventListener(LANGUAGE_CHANGE_EVENT, handler);
  return () => doc.removeEventListener(LANGUAGE_CHANGE_EVENT, handler);
}
