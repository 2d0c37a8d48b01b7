import { describe, expect, it, vi } from 'vitest';
import {
  CHUNK_RELOAD_MARKER,
  importWithReload,
  isChunkLoadError,
  markPageReady,
  type ReloadEnvironment,
} from './importWithReload.ts';

function environment(withStorage = true) {
  const values = new Map<string, string>();
  const env = {
    storage: withStorage
      ? {
          getItem: (key: string) => values.get(key) ?? null,
          setItem: (key: string, value: string) => void values.set(key, value),
          removeItem: (key: string) => void values.delete(key),
        }
      : null,
    reload: vi.fn(),
    log: vi.fn(),
  } satisfies ReloadEnvironment;
  return { env, values };
}

const chunkError = () =>
  new TypeError(
    'Failed to fetch dynamically imported module: http://127.0.0.1/_astro/Library.abc.js',
  );

describe('isChunkLoadError', () => {
  it.each([
    [chunkError(), true],
    [new TypeError('error loading dynamically imported module: /x.js'), true],
    [new TypeError('Importing a module script failed.'), true],
    [new Error('Unable to preload CSS for /_astro/a.css'), true],
    [new Error('Cannot read properties of undefined'), false],
    ['plain string', false],
  ])('%s → %s', (error, expected) => {
    expect(isChunkLoadError(error)).toBe(expected);
  });
});

describe('importWithReload', () => {
  it('returns the module and clears a marker left by an earlier reload', async () => {
    const { env, values } = environment();
    values.set(CHUNK_RELOAD_MARKER, '1');
    await expect(importWithReload(async () => ({ answer: 42 }), env)).resolves.toEqual({
      answer: 42,
    });
    expect(values.has(CHUNK_RELOAD_MARKER)).toBe(false);
    expect(env.reload).not.toHaveBeenCalled();
  });

  it('reloads the page once on the first chunk failure and does not settle', async () => {
    const { env, values } = environment();
    const outcome = vi.fn();
    importWithReload(() => Promise.reject(chunkError()), env).then(outcome, outcome);
    await vi.waitFor(() => expect(env.reload).toHaveBeenCalledOnce());
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(outcome).not.toHaveBeenCalled();
    expect(values.has(CHUNK_RELOAD_MARKER)).toBe(true);
  });

  it('only logs (and rethrows) a second failure after the reload', async () => {
    const { env, values } = environment();
    values.set(CHUNK_RELOAD_MARKER, '1');
    const error = chunkError();
    await expect(importWithReload(() => Promise.reject(error), env)).rejects.toBe(error);
    expect(env.reload).not.toHaveBeenCalled();
    expect(env.log).toHaveBeenCalledWith(expect.stringContaining('could not be loaded'), error);
  });

  it('passes other errors through without reloading', async () => {
    const { env } = environment();
    const error = new Error('render failed');
    await expect(importWithReload(() => Promise.reject(error), env)).rejects.toBe(error);
    expect(env.reload).not.toHaveBeenCalled();
    expect(env.log).not.toHaveBeenCalled();
  });

  it('never reloads without sessionStorage, so it cannot loop', async () => {
    const { env } = environment(false);
    await expect(importWithReload(() => Promise.reject(chunkError()), env)).rejects.toThrow();
    expect(env.reload).not.toHaveBeenCalled();
    expect(env.log).toHaveBeenCalledOnce();
  });

  it('markPageReady removes the marker', () => {
    const { env, values } = environment();
    values.set(CHUNK_RELOAD_MARKER, '1');
    markPageReady(env);
    expect(values.has(CHUNK_RELOAD_MARKER)).toBe(false);
  });
});
