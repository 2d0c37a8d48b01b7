import { emptyRefreshState, type Design } from '@stickerei/shared/domain';
import { describe, expect, it } from 'vitest';
import { DESIGN_LIST_REFRESH_KEY, createDesignListRefreshStore } from './designListRefresh.ts';

function memory(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  return {
    values,
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
  };
}

const design = (id: string) => ({ id, name: id }) as Design;

describe('design-list refresh store', () => {
  it('persists a full-refresh request so the next page sees it', () => {
    const storage = memory();
    createDesignListRefreshStore(storage).requestFullRefresh();
    const nextPage = createDesignListRefreshStore(storage);
    expect(nextPage.get().fullRefresh).toBe(true);
  });

  it('hands the queue over once and resets it, also in storage', () => {
    const storage = memory();
    const store = createDesignListRefreshStore(storage);
    store.queueUpdate(design('a'));
    store.queueRemoval(design('b'));
    store.requestFullRefresh();
    const taken = store.take();
    expect(taken.fullRefresh).toBe(true);
    expect(taken.toUpdate.map((d) => d.id)).toEqual(['a']);
    expect(taken.toRemove.map((d) => d.id)).toEqual(['b']);
    expect(store.get()).toEqual(emptyRefreshState());
    expect(createDesignListRefreshStore(storage).get()).toEqual(emptyRefreshState());
  });

  it('tells subscribers about each change until they unsubscribe', () => {
    const store = createDesignListRefreshStore(memory());
    const seen: boolean[] = [];
    const stop = store.subscribe((state) => seen.push(state.fullRefresh));
    store.requestFullRefresh();
    stop();
    store.take();
    expect(seen).toEqual([true]);
  });

  it.each([
    ['another version', JSON.stringify({ version: 0, state: { fullRefresh: true } })],
    ['a damaged record', '{not json'],
    ['a wrong shape', JSON.stringify({ version: 1, state: { fullRefresh: 'yes' } })],
  ])('starts empty from %s', (_label, raw) => {
    const storage = memory({ [DESIGN_LIST_REFRESH_KEY]: raw });
    expect(createDesignListRefreshStore(storage).get()).toEqual(emptyRefreshState());
  });

  it('works without storage', () => {
    const store = createDesignListRefreshStore(null);
    store.requestFullRefresh();
    expect(store.get().fullRefresh).toBe(true);
  });
});
