import { buildQuery } from '@stickerei/shared/api-client';
import { LIST_PAGE_SIZE } from '@stickerei/shared/domain';
import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_STATE } from './filterState.ts';
import { apiFilters, filterKey, listQuery, queryFromKey } from './listQuery.ts';

describe('api filters of a library state', () => {
  it('are empty for the default state', () => {
    expect(apiFilters(DEFAULT_STATE, true)).toEqual({});
  });

  it('hold only truthy values', () => {
    const filters = apiFilters(
      {
        ...DEFAULT_STATE,
        q: '  ',
        colors: ['RED'],
        commercial: true,
        minWidth: 50,
        author: ' Ann ',
      },
      true,
    );
    expect(filters).toEqual({ colors: ['RED'], commercial: true, minWidth: 50, author: 'Ann' });
    expect(Object.values(filters).every((value) => Boolean(value))).toBe(true);
  });

  it('asks for the own designs only when signed in', () => {
    const state = { ...DEFAULT_STATE, mine: true, colors: ['RED' as const] };
    expect(apiFilters(state, true)).toEqual({ scope: 'mine', colors: ['RED'] });
    expect(apiFilters(state, false)).toEqual({ colors: ['RED'] });
  });

  it('send favorites and already stitched only for a signed-in user', () => {
    const state = { ...DEFAULT_STATE, favorites: true, stitched: true };
    expect(apiFilters(state, false)).toEqual({});
    expect(apiFilters(state, true)).toEqual({ favorites: true, stitched: true });
  });

  it('turn the hoop into hoopWidth and hoopHeight', () => {
    expect(apiFilters({ ...DEFAULT_STATE, hoop: { width: 100, height: 100 } }, false)).toEqual({
      hoopWidth: 100,
      hoopHeight: 100,
    });
  });

  it('send "fits one of my hoops" only when signed in, the running time always', () => {
    const state = { ...DEFAULT_STATE, myHoops: true, maxMinutes: 30 };
    expect(apiFilters(state, true)).toEqual({ fitsMyHoops: true, maxMinutes: 30 });
    expect(apiFilters(state, false)).toEqual({ maxMinutes: 30 });
  });
});

describe('list query', () => {
  it('adds sort, order, the page size and the cursor of the page before', () => {
    const state = { ...DEFAULT_STATE, sort: 'name' as const, order: 'asc' as const };
    expect(listQuery(state, { signedIn: false })).toEqual({
      sort: 'name',
      order: 'asc',
      pageSize: LIST_PAGE_SIZE,
    });
    expect(listQuery(state, { signedIn: false, cursor: 'abc' }).cursor).toBe('abc');
  });

  it('becomes a query string without empty parameters', () => {
    const query = listQuery(
      {
        ...DEFAULT_STATE,
        categories: ['FLOWER', 'BIRD'],
        colors: ['RED'],
        hoop: { width: 130, height: 180 },
      },
      { signedIn: false },
    );
    expect(buildQuery(query as Record<string, never>)).toBe(
      '?categories=FLOWER&categories=BIRD&colors=RED&hoopWidth=130&hoopHeight=180&sort=newest&order=desc&pageSize=20',
    );
  });

  it('has a key that ignores property order and restores the query', () => {
    const a = listQuery({ ...DEFAULT_STATE, q: 'owl', colors: ['RED'] }, { signedIn: true });
    const b = Object.fromEntries(Object.entries(a).reverse());
    expect(filterKey(a)).toBe(filterKey(b));
    expect(queryFromKey(filterKey(a))).toEqual(a);
    expect(filterKey(a)).not.toBe(filterKey({ ...a, q: 'owls' }));
  });

  it('builds its key without the language’s collation (a long task on a phone’s first render)', () => {
    const collate = vi.spyOn(String.prototype, 'localeCompare');
    try {
      const key = filterKey({ sort: 'name', q: 'owl', categories: ['BIRD'], order: 'asc' });
      expect(JSON.parse(key).map(([name]: [string]) => name)).toEqual([
        'categories',
        'order',
        'q',
        'sort',
      ]);
      expect(collate).not.toHaveBeenCalled();
    } finally {
      collate.mockRestore();
    }
  });
});
