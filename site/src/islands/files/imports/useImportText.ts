import type { Language } from '@stickerei/shared/domain';
import { useMemo } from 'react';
import { imt, type ImportMessageKey } from '../../../lib/imports/messages.ts';
import { useSiteLanguage } from '../../useSiteLanguage.ts';

export type ImportText = (
  key: ImportMessageKey,
  values?: Record<string, string | number>,
) => string;

/** The page language and the import panel's messages in it. */
export function useImportText(): { language: Language; t: ImportText } {
  const language = useSiteLanguage();
  return useMemo(() => ({ language, t: (key, values) => imt(language, key, values) }), [language]);
}
