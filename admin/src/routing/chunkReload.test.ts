import { describe, expect, it } from 'vitest';
import {
  RELOAD_MARKER_KEY,
  handleLazyLoadError,
  isChunkLoadError,
  logRouterError,
  markRouterReady,
  type ChunkReloadEnv,
} from './chunkReload.ts';
import { guardedImport } from './reloadRule.ts';

function fakeEnv(options: { storageThrows?: boolean } = {}) {
  const values = new Map<string, string>();
  const logged: string[] = [];
  let reloads = 0;
  const guard = () => {
    if (options.storageThrows) throw new Error('SecurityError: storage disabled');
  };
  const env: ChunkReloadEnv = {
    storage: {
      getItem: (key) => (guard(), values.get(key) ?? null),
      setItem: (key, value) => (guard(), void values.set(key, value)),
      removeItem: (key) => (guard(), void values.delete(key)),
    },
    reload: () => void reloads++,
    log: (message) => void logged.push(message),
  };
  return { env, values, logged, reloads: () => reloads };
}

const chunkError = () =>
  new TypeError('Failed to fetch dynamically imported module: /superadmin/assets/Page-1a2b.js');

describe('isChunkLoadError', () => {
  it('recognises the failed-fetch messages of Chromium, Firefox, Safari and Vite', () => {
    expect(isChunkLoadError(chunkError())).toBe(true);
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Unable to preload CSS for /superadmin/assets/x.css'))).toBe(
      true,
    );
  });

  it('does not take other errors for a failed load', () => {
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false);
    expect(isChunkLoadError(null)).toBe(false);
  });
});

describe('handleLazyLoadError', () => {
  it('reloads once and leaves a marker', () => {
    const fake = fakeEnv();
    expect(handleLazyLoadError(chunkError(), fake.env)).toBe('reloading');
    expect(fake.reloads()).toBe(1);
    expect(fake.values.has(RELOAD_MARKER_KEY)).toBe(true);
    expect(fake.logged).toEqual([]);
  });

  it('only logs a second failure while the marker is set', () => {
    const fake = fakeEnv();
    handleLazyLoadError(chunkError(), fake.env);
    expect(handleLazyLoadError(chunkError(), fake.env)).toBe('logged');
    expect(fake.reloads()).toBe(1);
    expect(fake.logged).toHaveLength(1);
  });

  it('reloads again after the router was ready in between', () => {
    const fake = fakeEnv();
    handleLazyLoadError(chunkError(), fake.env);
    markRouterReady(fake.env);
    expect(fake.values.has(RELOAD_MARKER_KEY)).toBe(false);
    expect(handleLazyLoadError(chunkError(), fake.env)).toBe('reloading');
    expect(fake.reloads()).toBe(2);
  });

  it('logs other errors without reloading', () => {
    const fake = fakeEnv();
    expect(handleLazyLoadError(new RangeError('bad page code'), fake.env)).toBe('logged');
    expect(fake.reloads()).toBe(0);
    expect(fake.values.size).toBe(0);
    expect(fake.logged).toHaveLength(1);
  });

  it('never reloads when session storage is unusable (no marker could stop a loop)', () => {
    const fake = fakeEnv({ storageThrows: true });
    expect(handleLazyLoadError(chunkError(), fake.env)).toBe('logged');
    expect(fake.reloads()).toBe(0);
    expect(() => markRouterReady(fake.env)).not.toThrow();
  });

  it('logs router errors', () => {
    const fake = fakeEnv();
    logRouterError(new Error('no route'), fake.env);
    expect(fake.logged).toHaveLength(1);
  });
});

describe('guardedImport', () => {
  const page = { default: () => null };

  it('clears the marker when the page module arrives', async () => {
    const fake = fakeEnv();
    fake.values.set(RELOAD_MARKER_KEY, '1');
    await expect(guardedImport(() => Promise.resolve(page), fake.env)).resolves.toBe(page);
    expect(fake.values.has(RELOAD_MARKER_KEY)).toBe(false);
  });

  it('stays pending while the document reloads after a first failure', async () => {
    const fake = fakeEnv();
    const pending = guardedImport(() => Promise.reject(chunkError()), fake.env);
    const first = await Promise.race([
      pending.then(
        () => 'settled',
        () => 'settled',
      ),
      new Promise((resolve) => setTimeout(() => resolve('pending'), 20)),
    ]);
    expect(first).toBe('pending');
    expect(fake.reloads()).toBe(1);
  });

  it('rejects on a second failure so the error boundary shows it', async () => {
    const fake = fakeEnv();
    fake.values.set(RELOAD_MARKER_KEY, '1');
    const error = chunkError();
    await expect(guardedImport(() => Promise.reject(error), fake.env)).rejects.toBe(error);
    expect(fake.reloads()).toBe(0);
    expect(fake.values.has(RELOAD_MARKER_KEY)).toBe(true);
  });
});
