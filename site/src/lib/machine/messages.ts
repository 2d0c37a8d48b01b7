import type { Language } from '@stickerei/shared/domain';
import { translate } from '@stickerei/shared/i18n';
import { de } from './messages.de.ts';
import { en } from './messages.en.ts';

export type MachineMessageKey = keyof typeof en;

// "At the machine" keeps its own catalogue, like the library screens: the settings, design and
// share islands carry only these texts.
const catalogues: Record<Language, Record<MachineMessageKey, string>> = { en, de };

/** A message of the machine screens in `language`, placeholders filled (English fallback). */
export function mt(
  language: Language,
  key: MachineMessageKey,
  values?: Record<string, string | number>,
): string {
  return translate(catalogues, language, key, values);
}

/** True when the catalogue has `key` (for keys made from an api's codes). */
export function isMachineMessageKey(key: string): key is MachineMessageKey {
  return Object.hasOwn(en, key);
}

export { catalogues as machineCatalogues };
