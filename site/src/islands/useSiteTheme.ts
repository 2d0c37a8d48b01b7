import type { Theme } from '@stickerei/shared/i18n';
import { useSyncExternalStore } from 'react';
import { THEME_CHANGE_EVENT, pageTheme } from '../lib/preferences.ts';

/** The page theme for an island; follows the header toggle and other tabs. */
export function useSiteTheme(): Theme {
  return useSyncExternalStore(
    (notify) => {
      document.addEventListener(THEME_CHANGE_EVENT, notify);
      return () => document.removeEventListener(THEME_CHANGE_EVENT, notify);
    },
    () => pageTheme(document),
    () => 'light',
  );
}
