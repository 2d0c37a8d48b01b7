import type { Store } from 'react-admin';
import { LANGUAGE_STORAGE_KEY, THEME_STORAGE_KEY, isLanguage } from '@stickerei/shared/i18n';

type PlainStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
type StorageEvents = Pick<Window, 'addEventListener' | 'removeEventListener'>;

// react-admin keeps the language under `locale` and the theme under `theme` in its own store;
// the site keeps them as plain strings under the shared keys. On one origin they must agree.
const SHARED_KEYS: Record<string, { storageKey: string; valid: (value: unknown) => boolean }> = {
  locale: { storageKey: LANGUAGE_STORAGE_KEY, valid: isLanguage },
  theme: { storageKey: THEME_STORAGE_KEY, valid: (value) => value === 'light' || value === 'dark' },
};

/**
 * A react-admin store that keeps `locale` and `theme` in the site's storage keys (plain 'en' |
 * 'de', 'light' | 'dark') and everything else in `base`. A store reset (react-admin resets on
 * logout) leaves the shared preferences alone: they belong to the whole origin.
 */
export function sharedPreferenceStore(
  base: Store,
  storage: PlainStorage,
  events?: StorageEvents,
): Store {
  const listeners = new Map<string, Set<(value: unknown) => void>>();
  const publish = (key: string, value: unknown) => {
    for (const listener of listeners.get(key) ?? []) listener(value);
  };
  const read = (key: string): string | undefined => {
    const shared = SHARED_KEYS[key];
    const value = shared ? storage.getItem(shared.storageKey) : null;
    return shared?.valid(value) && value !== null ? value : undefined;
  };
  const onStorage = (event: StorageEvent) => {
    for (const [key, shared] of Object.entries(SHARED_KEYS)) {
      if (event.key === shared.storageKey) publish(key, read(key));
    }
  };

  return {
    setup() {
      base.setup();
      events?.addEventListener('storage', onStorage);
    },
    teardown() {
      base.teardown();
      events?.removeEventListener('storage', onStorage);
    },
    getItem<T>(key: string, defaultValue?: T): T | undefined {
      if (!SHARED_KEYS[key]) return base.getItem(key, defaultValue);
      return (read(key) as T | undefined) ?? defaultValue;
    },
    setItem<T>(key: string, value: T) {
      const shared = SHARED_KEYS[key];
      if (!shared) return base.setItem(key, value);
      if (shared.valid(value)) storage.setItem(shared.storageKey, String(value));
      else storage.removeItem(shared.storageKey);
      publish(key, read(key));
    },
    removeItem(key: string) {
      const shared = SHARED_KEYS[key];
      if (!shared) return base.removeItem(key);
      storage.removeItem(shared.storageKey);
      publish(key, undefined);
    },
    removeItems: (keyPrefix) => base.removeItems(keyPrefix),
    reset: () => base.reset(),
    subscribe(key, callback) {
      if (!SHARED_KEYS[key]) return base.subscribe(key, callback);
      const set = listeners.get(key) ?? new Set();
      listeners.set(key, set);
      set.add(callback);
      return () => void set.delete(callback);
    },
    listItems: (keyPrefix) => base.listItems?.(keyPrefix) ?? {},
  };
}
