import { describe, expect, it } from 'vitest';
import type { Store } from 'react-admin';
import { LANGUAGE_STORAGE_KEY, THEME_STORAGE_KEY } from '@stickerei/shared/i18n';
import { sharedPreferenceStore } from './sharedPreferenceStore.ts';

function mapStorage() {
  const values = new Map<string, string>();
  return {
    values,
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
  };
}

function fakeBase() {
  const values = new Map<string, unknown>();
  const calls: string[] = [];
  const base: Store = {
    setup: () => void calls.push('setup'),
    teardown: () => void calls.push('teardown'),
    getItem: (key, defaultValue) => (values.has(key) ? values.get(key) : defaultValue) as never,
    setItem: (key, value) => void values.set(key, value),
    removeItem: (key) => void values.delete(key),
    removeItems: () => undefined,
    reset: () => values.clear(),
    subscribe: () => () => undefined,
  };
  return { base, values, calls };
}

function setup() {
  const storage = mapStorage();
  const base = fakeBase();
  const events = new EventTarget();
  const store = sharedPreferenceStore(base.base, storage, events as unknown as Window);
  return { store, storage, base, events };
}

describe('sharedPreferenceStore', () => {
  it('reads the language and theme the site wrote as plain strings', () => {
    const { store, storage } = setup();
    storage.setItem(LANGUAGE_STORAGE_KEY, 'de');
    storage.setItem(THEME_STORAGE_KEY, 'dark');
    expect(store.getItem('locale', 'en')).toBe('de');
    expect(store.getItem('theme', 'light')).toBe('dark');
  });

  it('falls back to the default for missing or foreign values', () => {
    const { store, storage } = setup();
    expect(store.getItem('locale', 'en')).toBe('en');
    storage.setItem(LANGUAGE_STORAGE_KEY, '"de"');
    storage.setItem(THEME_STORAGE_KEY, 'sepia');
    expect(store.getItem('locale', 'en')).toBe('en');
    expect(store.getItem('theme', 'light')).toBe('light');
  });

  it('writes a switch under the shared key, as the site does, and tells subscribers', () => {
    const { store, storage, base } = setup();
    const seen: unknown[] = [];
    store.subscribe('theme', (value) => seen.push(value));
    store.setItem('theme', 'dark');
    store.setItem('locale', 'de');
    expect(storage.values.get(THEME_STORAGE_KEY)).toBe('dark');
    expect(storage.values.get(LANGUAGE_STORAGE_KEY)).toBe('de');
    expect(seen).toEqual(['dark']);
    expect(base.values.size).toBe(0);
  });

  it('keeps every other key in the react-admin store', () => {
    const { store, storage, base } = setup();
    store.setItem('sidebar.open', false);
    expect(base.values.get('sidebar.open')).toBe(false);
    expect(store.getItem('sidebar.open')).toBe(false);
    expect(storage.values.size).toBe(0);
  });

  it('keeps the shared preferences when react-admin resets its store on logout', () => {
    const { store, storage } = setup();
    store.setItem('locale', 'de');
    store.setItem('sidebar.open', true);
    store.reset();
    expect(store.getItem('locale', 'en')).toBe('de');
    expect(store.getItem('sidebar.open')).toBeUndefined();
    expect(storage.values.get(LANGUAGE_STORAGE_KEY)).toBe('de');
  });

  it('follows a change made in another tab (the site) after setup', () => {
    const { store, storage, base, events } = setup();
    store.setup();
    const seen: unknown[] = [];
    store.subscribe('locale', (value) => seen.push(value));
    storage.setItem(LANGUAGE_STORAGE_KEY, 'de');
    events.dispatchEvent(Object.assign(new Event('storage'), { key: LANGUAGE_STORAGE_KEY }));
    events.dispatchEvent(Object.assign(new Event('storage'), { key: 'unrelated' }));
    expect(seen).toEqual(['de']);
    store.teardown();
    events.dispatchEvent(Object.assign(new Event('storage'), { key: LANGUAGE_STORAGE_KEY }));
    expect(seen).toEqual(['de']);
    expect(base.calls).toEqual(['setup', 'teardown']);
  });
});
