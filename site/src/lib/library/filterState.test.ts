import { describe, expect, it } from 'vitest';
import {
  DEFAULT_STATE,
  activeFilterCount,
  parseHoop,
  parseMillimetres,
  searchFromState,
  stateFromSearch,
  type LibraryState,
} from './filterState.ts';

const full: LibraryState = {
  q: 'cake',
  categories: ['FOOD', 'SWEETS'],
  colors: ['RED', 'WHITE'],
  stickType: 'MULTIPLE_TYPES',
  formats: ['pes', 'dst'],
  commercial: true,
  sponsored: true,
  favorites: true,
  stitched: true,
  mine: true,
  author: 'Anna Muster',
  set: 'Birthday',
  minWidth: 20,
  maxWidth: 120.5,
  minHeight: 10,
  maxHeight: 180,
  hoop: { width: 130, height: 180 },
  myHoops: true,
  maxMinutes: 45.5,
  sort: 'stitches',
  order: 'asc',
  design: 'c0ffee00-0000-4000-8000-000000000001',
};

describe('library state in the URL', () => {
  it('writes nothing for the defaults', () => {
    expect(searchFromState(DEFAULT_STATE)).toBe('');
    expect(stateFromSearch('')).toEqual(DEFAULT_STATE);
  });

  it('round-trips every field', () => {
    const search = searchFromState(full);
    expect(stateFromSearch(search)).toEqual(full);
    expect(searchFromState(stateFromSearch(search))).toBe(search);
  });

  it('uses readable keys with comma-separated lists', () => {
    const params = new URLSearchParams(searchFromState(full));
    expect(params.get('categories')).toBe('FOOD,SWEETS');
    expect(params.get('colors')).toBe('RED,WHITE');
    expect(params.get('hoop')).toBe('130x180');
    expect(params.get('commercial')).toBe('1');
    expect(params.get('design')).toBe(full.design);
  });

  it('leaves out the natural order of a sort and keeps a reversed one', () => {
    expect(searchFromState({ ...DEFAULT_STATE, sort: 'name', order: 'asc' })).toBe('?sort=name');
    expect(searchFromState({ ...DEFAULT_STATE, sort: 'name', order: 'desc' })).toBe(
      '?sort=name&order=desc',
    );
    expect(stateFromSearch('?sort=name')).toMatchObject({ sort: 'name', order: 'asc' });
    expect(searchFromState({ ...DEFAULT_STATE, sort: 'time', order: 'asc' })).toBe('?sort=time');
    expect(stateFromSearch('?sort=time')).toMatchObject({ sort: 'time', order: 'asc' });
  });

  it('keeps the running-time and my-hoops filters under readable keys', () => {
    const params = new URLSearchParams(searchFromState(full));
    expect(params.get('myHoops')).toBe('1');
    expect(params.get('maxMinutes')).toBe('45.5');
    expect(stateFromSearch('?maxMinutes=0&myHoops=no')).toMatchObject({
      maxMinutes: null,
      myHoops: false,
    });
  });

  it('ignores unknown values, duplicates and broken sizes from hand-edited links', () => {
    const state = stateFromSearch(
      '?categories=FOOD,NOPE,FOOD&colors=red,RED&stickType=ALL&formats=PES,../x&minWidth=-3&maxWidth=abc&hoop=10x&sort=random&order=up&favorites=yes',
    );
    expect(state.categories).toEqual(['FOOD']);
    expect(state.colors).toEqual(['RED']);
    expect(state.stickType).toBeNull();
    expect(state.formats).toEqual(['pes']);
    expect(state.minWidth).toBeNull();
    expect(state.maxWidth).toBeNull();
    expect(state.hoop).toBeNull();
    expect(state.sort).toBe('newest');
    expect(state.order).toBe('desc');
    expect(state.favorites).toBe(false);
  });

  it('trims and bounds free text', () => {
    expect(stateFromSearch(`?q=${encodeURIComponent('  rose  ')}`).q).toBe('rose');
    expect(stateFromSearch(`?q=${'x'.repeat(500)}`).q).toHaveLength(200);
  });

  it('counts the filters in force, not sort or the open design', () => {
    expect(activeFilterCount(DEFAULT_STATE)).toBe(0);
    expect(activeFilterCount({ ...DEFAULT_STATE, sort: 'name', design: 'x' })).toBe(0);
    expect(activeFilterCount({ ...DEFAULT_STATE, q: 'owl', colors: ['RED', 'BLUE'] })).toBe(2);
  });
});

describe('size parsing', () => {
  it('accepts positive millimetres with a dot or a comma', () => {
    expect(parseMillimetres('100')).toBe(100);
    expect(parseMillimetres('99,55')).toBe(99.6);
    expect(parseMillimetres('0')).toBeNull();
    expect(parseMillimetres('1001')).toBeNull();
    expect(parseMillimetres('')).toBeNull();
  });

  it('reads hoops written with x or ×', () => {
    expect(parseHoop('130x180')).toEqual({ width: 130, height: 180 });
    expect(parseHoop('200 × 300')).toEqual({ width: 200, height: 300 });
    expect(parseHoop('130x0')).toBeNull();
    expect(parseHoop('big')).toBeNull();
  });
});
