import { describe, expect, it } from 'vitest';
import { BRANDS } from './testCharts.ts';
import { chartLabel, rememberBrand, rememberedBrand, sortedCharts } from './threadChoice.ts';
import { defaultPaper, worksheetFileName } from './worksheet.ts';

describe('worksheets', () => {
  it('are named after the design in the page language', () => {
    expect(worksheetFileName('Rose', 'en')).toBe('Rose worksheet.pdf');
    expect(worksheetFileName('Große Rose', 'de')).toBe('Große Rose Arbeitsblatt.pdf');
  });

  it('leave out characters file systems refuse', () => {
    expect(worksheetFileName(' a/b: "c"?\n', 'en')).toBe('a b c worksheet.pdf');
    expect(worksheetFileName('..', 'en')).toBe('Design worksheet.pdf');
  });

  it('print on Letter in the Americas and on A4 elsewhere', () => {
    expect(defaultPaper(['en-US', 'en'])).toBe('letter');
    expect(defaultPaper(['en-GB'])).toBe('a4');
    expect(defaultPaper(['de'])).toBe('a4');
    expect(defaultPaper([])).toBe('a4');
  });
});

describe('the chosen chart', () => {
  it('is remembered in the browser for anonymous visitors, if it still exists', () => {
    const store = new Map<string, string>();
    const storage = {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => void store.set(k, v),
    };
    expect(rememberedBrand(storage, BRANDS)).toBeUndefined();
    rememberBrand(storage, 'isacord');
    expect(rememberedBrand(storage, BRANDS)).toBe('isacord');
    rememberBrand(storage, 'mine');
    expect(rememberedBrand(storage, BRANDS)).toBeUndefined();
    expect(rememberedBrand(null, BRANDS)).toBeUndefined();
  });

  it('survives storage that throws', () => {
    const blocked = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('blocked');
      },
    };
    expect(() => rememberBrand(blocked, 'isacord')).not.toThrow();
    expect(rememberedBrand(blocked, BRANDS)).toBeUndefined();
  });

  it('lists charts by their full name', () => {
    expect(sortedCharts(BRANDS).map(chartLabel)).toEqual(['Amann Isacord', 'Madeira Polyneon']);
    expect(chartLabel({ brand: 'Isacord', name: 'Isacord 40' })).toBe('Isacord 40');
  });
});
