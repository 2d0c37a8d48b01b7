import { describe, expect, it, vi } from 'vitest';
import { seededRandom } from '../testing/seededRandom.ts';
import { localeNumberFormat } from './formats.ts';
import { plainNumber } from './plainNumber.ts';

describe('plainNumber: what Intl writes, without Intl', () => {
  // A seeded stream of numbers as the product shows them: counts, sizes in mm, byte sizes, rates,
  // with halves and exact decimals that binary floating point cannot hold (3.55, 0.15).
  function* numbers(seed: number, n: number): Generator<number> {
    const random = seededRandom(seed);
    for (let i = 0; i < n; i++) {
      const magnitude = 10 ** Math.floor(random() * 13);
      const value = (random() - 0.2) * magnitude;
      const shape = i % 4;
      yield shape === 0
        ? Math.round(value)
        : shape === 1
          ? Math.round(value * 20) / 20
          : shape === 2
            ? Math.round(value * 1000) / 1000
            : value;
    }
  }

  it('matches Intl for the product’s locales and 0–3 decimals', () => {
    const seed = Math.floor(Math.random() * 2 ** 31);
    const differ: string[] = [];
    const fixed = [0, -0, 3.55, 0.15, 999.95, 9.96, 99999.5, 0.0005, 1234.5678];
    for (const value of [...fixed, ...numbers(seed, 2000)]) {
      for (const locale of ['en', 'en-GB', 'de', 'de-DE']) {
        for (const digits of [0, 1, 2, 3]) {
          const intl = localeNumberFormat(locale, { maximumFractionDigits: digits }).format(value);
          const plain = plainNumber(value, locale, digits);
          if (plain !== intl) differ.push(`${value} ${locale} ${digits}: ${plain} ≠ ${intl}`);
        }
      }
    }
    expect(differ, `seed ${seed}`).toEqual([]);
  });

  it('builds no Intl format for English and German, and leaves other locales to Intl', () => {
    const numberFormats = vi.spyOn(Intl, 'NumberFormat');
    try {
      expect(plainNumber(1234567.25, 'de-DE', 1)).toBe('1.234.567,3');
      expect(plainNumber(1234567.25, 'en')).toBe('1,234,567');
      expect(numberFormats).not.toHaveBeenCalled();
      expect(plainNumber(1234567.25, 'fr-FR', 1)).toBe(
        new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 1 }).format(1234567.25),
      );
    } finally {
      numberFormats.mockRestore();
    }
  });
});
