import {
  LANGUAGE_STORAGE_KEY,
  THEME_STORAGE_KEY,
  isLanguage,
  themeFrom,
} from '@stickerei/shared/i18n';
import {
  applyLanguage,
  applyTheme,
  pageLanguage,
  pageTheme,
  type PreferenceStorage,
} from './preferences.ts';

function browserStorage(): PreferenceStorage | null {
  try {
    return window.localStorage;
  } catch {
    // Some privacy settings throw on access; the page then works without remembering.
    return null;
  }
}

function setMenuOpen(header: Element, open: boolean): void {
  header.toggleAttribute('data-menu-open', open);
  header.querySelector('[data-menu-toggle]')?.setAttribute('aria-expanded', String(open));
}

function onClick(event: MouseEvent, storage: PreferenceStorage | null): void {
  const target = event.target instanceof Element ? event.target : null;
  const languageButton = target?.closest('[data-set-language]');
  const language = languageButton?.getAttribute('data-set-language');
  if (isLanguage(language)) applyLanguage(document, language, storage);
  if (target?.closest('[data-theme-toggle]')) {
    applyTheme(document, pageTheme(document) === 'dark' ? 'light' : 'dark', storage);
  }
  const header = target?.closest('[data-site-header]');
  if (header && target?.closest('[data-menu-toggle]')) {
    setMenuOpen(header, !header.hasAttribute('data-menu-open'));
  }
}

/**
 * Wires the header: language buttons, theme toggle and the mobile menu, and follows choices
 * made in other tabs. The head script has already applied the remembered preferences; this only
 * syncs the buttons' pressed state and handles changes.
 */
export function initSiteControls(): void {
  const storage = browserStorage();
  applyLanguage(document, pageLanguage(document), null);
  applyTheme(document, pageTheme(document), null);
  document.addEventListener('click', (event) => onClick(event, storage));
  document.addEventListener('keydown', (event) => {
    const header = document.querySelector('[data-site-header][data-menu-open]');
    if (event.key === 'Escape' && header) setMenuOpen(header, false);
  });
  window.addEventListener('storage', (event) => {
    if (event.key === LANGUAGE_STORAGE_KEY && isLanguage(event.newValue)) {
      applyLanguage(document, event.newValue, null);
    }
    if (event.key === THEME_STORAGE_KEY) applyTheme(document, themeFrom(event.newValue), null);
  });
}
