import type { Language } from '@stickerei/shared/domain';
import { useMemo } from 'react';
import { lt, type LibraryMessageKey } from '../../lib/library/messages.ts';
import { useSiteLanguage } from '../useSiteLanguage.ts';

export type Translate = (
  key: LibraryMessageKey,
  values?: Record<string, string | number>,
) => string;

/** The page language and the library screens' messages in it. */
export function useT(): { language: Language; t: Translate } {
  const language = useSiteLanguage();
  return useMemo(() => ({ language, t: (key, values) => lt(language, key, values) }), [language]);
}
