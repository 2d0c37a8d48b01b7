import { designFromPartial, designToRecord, type Design } from '@stickerei/shared/domain';
import { describe, expect, it } from 'vitest';
import { createDesignListRefreshStore } from '../../stores/designListRefresh.ts';
import {
  appendPage,
  applyQueued,
  listedDesign,
  patchDesign,
  removeDesign,
  upsertDesign,
} from './designList.ts';

const design = (id: string, patch: Partial<Design> = {}): Design => ({
  ...designFromPartial({ id, name: id }),
  ...patch,
});

function memoryStorage() {
  const data = new Map<string, string>();
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    removeItem: (key: string) => void data.delete(key),
  };
}

describe('design list changes', () => {
  it('appends a page without repeating designs already shown', () => {
    const list = appendPage([design('a'), design('b')], [design('b'), design('c')]);
    expect(list.map((d) => d.id)).toEqual(['a', 'b', 'c']);
  });

  it('replaces a design in place or puts a new one first', () => {
    const list = [design('a'), design('b')];
    expect(upsertDesign(list, design('b', { name: 'B2' })).map((d) => d.name)).toEqual(['a', 'B2']);
    expect(upsertDesign(list, design('c')).map((d) => d.id)).toEqual(['c', 'a', 'b']);
  });

  it('patches and removes single designs', () => {
    const list = [design('a'), design('b')];
    expect(patchDesign(list, 'a', { favorite: true })[0]?.favorite).toBe(true);
    expect(patchDesign(list, 'a', { favorite: true })[1]).toBe(list[1]);
    expect(removeDesign(list, 'a').map((d) => d.id)).toEqual(['b']);
  });
});

describe('refresh queue of spec §4', () => {
  it('applies queued updates and removals from other screens, then is reset', () => {
    const store = createDesignListRefreshStore(memoryStorage());
    store.queueUpdate(design('b', { name: 'renamed' }));
    store.queueRemoval(design('c'));
    const result = applyQueued([design('a'), design('b'), design('c')], store.take());
    expect(result.list.map((d) => [d.id, d.name])).toEqual([
      ['a', 'a'],
      ['b', 'renamed'],
    ]);
    expect(result.reload).toBe(false);
    expect(store.get()).toEqual({ fullRefresh: false, toUpdate: [], toRemove: [] });
  });

  it('asks for a full reload after sign-out', () => {
    const store = createDesignListRefreshStore(memoryStorage());
    store.requestFullRefresh();
    expect(applyQueued([design('a')], store.take()).reload).toBe(true);
    expect(store.get().fullRefresh).toBe(false);
  });

  it('drops updated designs that no longer belong to the list', () => {
    const store = createDesignListRefreshStore(memoryStorage());
    store.queueUpdate(design('a', { favorite: false }));
    const list = [design('a', { favorite: true }), design('b', { favorite: true })];
    const result = applyQueued(list, store.take(), (d) => d.favorite);
    expect(result.list.map((d) => d.id)).toEqual(['b']);
  });
});

describe('listed designs', () => {
  it('keep the running time a list page sends, and only then', () => {
    const record = { ...designToRecord(designFromPartial({ id: 'a', name: 'Owl' })) };
    expect(listedDesign({ ...record, estimated_minutes: 12.5 })).toMatchObject({
      id: 'a',
      name: 'Owl',
      estimated_minutes: 12.5,
    });
    expect('estimated_minutes' in listedDesign(record)).toBe(false);
  });
});
