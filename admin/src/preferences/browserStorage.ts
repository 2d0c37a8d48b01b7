import { chooseLanguage, LANGUAGE_STORAGE_KEY } from '@stickerei/shared/i18n';
import type { Language } from '@stickerei/shared/domain';

type PlainStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function memoryStorage(): PlainStorage {
  const values = new Map<string, string>();
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
    removeItem: (key) => void values.delete(key),
  };
}

/** localStorage, or a memory stand-in when the browser refuses it (privacy modes). */
export function localStorageOrMemory(): PlainStorage {
  try {
    const storage = window.localStorage;
    storage.getItem('stickerei.probe');
    return storage;
  } catch {
    // no persistent storage: preferences last as long as the page
    return memoryStorage();
  }
}

/** The admin's language (spec §1): the remembered choice (shared with the site), else the browser's first. */
export function chosenLanguage(storage: PlainStorage = localStorageOrMemory()): Language {
  return chooseLanguage(storage.getItem(LANGUAGE_STORAGE_KEY), navigator.languages);
}
