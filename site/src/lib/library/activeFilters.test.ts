import { describe, expect, it } from 'vitest';
import { activeFilters } from './activeFilters.ts';
import { DEFAULT_STATE, type LibraryState } from './filterState.ts';

describe('active filter chips', () => {
  it('has none for the default state', () => {
    expect(activeFilters(DEFAULT_STATE, 'en')).toEqual([]);
  });

  it('names each filter in the language and removes just that one', () => {
    const state: LibraryState = {
      ...DEFAULT_STATE,
      colors: ['RED', 'BLUE'],
      categories: ['FLOWER'],
      hoop: { width: 130, height: 180 },
      maxWidth: 90,
      commercial: true,
    };
    const chips = activeFilters(state, 'de');
    expect(chips.map((c) => c.label)).toEqual([
      'Passt in 130 × 180 mm',
      'Rot',
      'Blau',
      'Blumen',
      'Gewerblich nutzbar',
      'Max. Breite: 90 mm',
    ]);
    const red = chips.find((c) => c.id === 'colour:RED');
    expect({ ...state, ...red?.remove }.colors).toEqual(['BLUE']);
    expect(chips.find((c) => c.id === 'maxWidth')?.remove).toEqual({ maxWidth: null });
  });

  it('shows my hoops and the running time as chips', () => {
    const chips = activeFilters({ ...DEFAULT_STATE, myHoops: true, maxMinutes: 20 }, 'en');
    expect(chips.map((c) => c.label)).toEqual(['Fits one of my hoops', 'At most 20 min']);
    expect(chips.find((c) => c.id === 'maxMinutes')?.remove).toEqual({ maxMinutes: null });
  });
});
