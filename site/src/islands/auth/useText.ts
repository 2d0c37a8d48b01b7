import type { Language } from '@stickerei/shared/domain';
import { useCallback } from 'react';
import { t, type MessageKey } from '../../i18n/index.ts';
import { useSiteLanguage } from '../useSiteLanguage.ts';

export type Translate = (key: MessageKey, values?: Record<string, string | number>) => string;

/** The page language and a translator bound to it (re-renders when the header switch changes). */
export function useText(): { language: Language; text: Translate } {
  const language = useSiteLanguage();
  const text = useCallback<Translate>((key, values) => t(language, key, values), [language]);
  return { language, text };
}
