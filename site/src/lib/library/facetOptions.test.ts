import type { FilterOptions } from '@stickerei/shared/domain';
import { describe, expect, it } from 'vitest';
import { categoryOptions, formatOptions, stickTypeOptions } from './facetOptions.ts';

const options = {
  categories: [{ value: 'FLOWER', count: 12 }],
  colors: [],
  stickTypes: [{ value: 'SINGLE_TYPE', count: 3 }],
  formats: [
    { value: 'pes', count: 9 },
    { value: 'hus', count: 1 },
  ],
  authors: [],
  sets: [],
  commercial: 0,
  sponsored: 0,
  size: { minWidth: 0, maxWidth: 0, minHeight: 0, maxHeight: 0 },
  total: 12,
  estimated: false,
} as FilterOptions;

describe('facet options', () => {
  it('lists all 48 categories alphabetically in the language with counts', () => {
    const de = categoryOptions(options, 'de');
    expect(de).toHaveLength(48);
    expect(de.map((o) => o.label)).toEqual(
      [...de.map((o) => o.label)].sort((a, b) => a.localeCompare(b, 'de')),
    );
    expect(de.find((o) => o.value === 'FLOWER')).toEqual({
      value: 'FLOWER',
      label: 'Blumen',
      count: 12,
    });
    expect(de.find((o) => o.value === 'BIRD')?.count).toBe(0);
  });

  it('shows no counts before they are loaded', () => {
    expect(categoryOptions(null, 'en').every((o) => o.count === undefined)).toBe(true);
    expect(formatOptions(null).map((o) => o.value)).toEqual([
      'dst',
      'pes',
      'jef',
      'exp',
      'vp3',
      'xxx',
    ]);
  });

  it('offers the stored formats and the stick types with counts', () => {
    expect(formatOptions(options)).toEqual([
      { value: 'pes', label: 'PES', count: 9 },
      { value: 'hus', label: 'HUS', count: 1 },
    ]);
    expect(stickTypeOptions(options, 'en').map((o) => o.count)).toEqual([0, 3, 0, 0]);
  });
});
