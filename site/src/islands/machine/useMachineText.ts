import type { Language } from '@stickerei/shared/domain';
import { useMemo } from 'react';
import { mt, type MachineMessageKey } from '../../lib/machine/messages.ts';
import { useSiteLanguage } from '../useSiteLanguage.ts';

export type MachineTranslate = (
  key: MachineMessageKey,
  values?: Record<string, string | number>,
) => string;

/** The page language and the machine screens' messages in it. */
export function useMachineText(): { language: Language; mt: MachineTranslate } {
  const language = useSiteLanguage();
  return useMemo(() => ({ language, mt: (key, values) => mt(language, key, values) }), [language]);
}
