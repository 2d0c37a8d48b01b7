import type { Language } from '@stickerei/shared/domain';
import { FALLBACK_LANGUAGE } from '@stickerei/shared/domain';
import { useSyncExternalStore } from 'react';
import { onLanguageChange, pageLanguage } from '../lib/preferences.ts';

/**
 * The interface language for a React island. The header's switch changes `<html lang>` without
 * a reload; islands re-render through this hook. Server rendering assumes the fallback.
 */
export function useSiteLanguage(): Language {
  return useSyncExternalStore(
    (notify) => onLanguageChange(document, notify),
    () => pageLanguage(document),
    () => FALLBACK_LANGUAGE,
  );
}
