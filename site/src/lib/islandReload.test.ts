import { describe, expect, it, vi } from 'vitest';
import { CHUNK_RELOAD_MARKER } from './importWithReload.ts';
import { initIslandReload, type IslandWindow } from './islandReload.ts';

function setup(pending: boolean[]) {
  const listeners: Record<string, (event: { reason?: unknown }) => void> = {};
  const values = new Map<string, string>();
  const env = {
    storage: {
      getItem: (k: string) => values.get(k) ?? null,
      setItem: (k: string, v: string) => void values.set(k, v),
      removeItem: (k: string) => void values.delete(k),
    },
    reload: vi.fn(),
    log: vi.fn(),
  };
  const win: IslandWindow = {
    addEventListener: (type, listener) => {
      listeners[type] = listener;
    },
    pendingIslands: () => pending.shift() ?? false,
    setTimeout: (fn) => fn(),
  };
  initIslandReload(win, env);
  return { listeners, values, env };
}

const chunkError = new TypeError(
  'Failed to fetch dynamically imported module: /_astro/Library.abc.js',
);

describe('island chunk failures (spec §2)', () => {
  it('reloads once for a failed island chunk, then only logs', () => {
    const { listeners, env, values } = setup([true]);
    listeners.unhandledrejection?.({ reason: chunkError });
    expect(env.reload).toHaveBeenCalledTimes(1);
    expect(values.has(CHUNK_RELOAD_MARKER)).toBe(true);
    listeners.unhandledrejection?.({ reason: chunkError });
    expect(env.reload).toHaveBeenCalledTimes(1);
    expect(env.log).toHaveBeenCalledTimes(1);
  });

  it('ignores other errors', () => {
    const { listeners, env } = setup([]);
    listeners.unhandledrejection?.({ reason: new Error('boom') });
    expect(env.reload).not.toHaveBeenCalled();
  });

  it('clears the marker once every island has hydrated', () => {
    const { listeners, values } = setup([true, true, false]);
    values.set(CHUNK_RELOAD_MARKER, '1');
    listeners.load?.({});
    expect(values.has(CHUNK_RELOAD_MARKER)).toBe(false);
  });

  it('keeps the marker while an island never hydrates', () => {
    const { listeners, values } = setup(new Array(100).fill(true));
    values.set(CHUNK_RELOAD_MARKER, '1');
    listeners.load?.({});
    expect(values.has(CHUNK_RELOAD_MARKER)).toBe(true);
  });
});
