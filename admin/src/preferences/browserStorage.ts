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
