import { describe, expect, it, vi } from 'vitest';
import { localeNumberFormat } from '@stickerei/shared/i18n';
import { dateTimeFormat, numberFormat, plainNumber } from './intl.ts';

describe('the site’s formatters: its languages’ locales', () => {
  it('is the shared cache: the same formatter for the same language and options', () => {
    expect(numberFormat('de', { maximumFractionDigits: 1 })).toBe(
      localeNumberFormat('de-DE', { maximumFractionDigits: 1 }),
    );
  });

  it('formats in the language asked for, whatever was built before', () => {
    expect(numberFormat('de', { maximumFractionDigits: 1 }).format(12345.67)).toBe('12.345,7');
    expect(numberFormat('en', { maximumFractionDigits: 1 }).format(12345.67)).toBe('12,345.7');
    expect(numberFormat('en', { maximumFractionDigits: 0 }).format(12345.67)).toBe('12,346');
    const day = new Date(Date.UTC(2025, 2, 3));
    expect(dateTimeFormat('de', { dateStyle: 'long', timeZone: 'UTC' }).format(day)).toBe(
      '3. März 2025',
    );
  });
});

describe('plainNumber: what Intl writes, without Intl', () => {
  // A seeded stream of numbers as the library shows them: counts, sizes in mm, byte sizes, with
  // halves and exact decimals that binary floating point cannot hold (3.55, 0.15).
  function* numbers(seed: number, n: number): Generator<number> {
    let state = seed >>> 0;
    const random = () => {
      state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
      return state / 2 ** 32;
    };
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

  it('matches Intl for both languages and 0–2 decimals', () => {
    const seed = Math.floor(Math.random() * 2 ** 31);
    const differ: string[] = [];
    for (const value of [0, 3.55, 0.15, 999.95, 9.96, 99999.5, ...numbers(seed, 3000)]) {
      for (const language of ['en', 'de'] as const) {
        for (const digits of [0, 1, 2]) {
          const intl = numberFormat(language, { maximumFractionDigits: digits }).format(value);
          const plain = plainNumber(value, language, digits);
          if (plain !== intl) differ.push(`${value} ${language} ${digits}: ${plain} ≠ ${intl}`);
        }
      }
    }
    expect(differ, `seed ${seed}`).toEqual([]);
  });

  it('builds no Intl format', () => {
    const numberFormats = vi.spyOn(Intl, 'NumberFormat');
    try {
      expect(plainNumber(1234567.25, 'de', 1)).toBe('1.234.567,3');
      expect(plainNumber(1234567.25, 'en')).toBe('1,234,567');
      expect(numberFormats).not.toHaveBeenCalled();
    } finally {
      numberFormats.mockRestore();
    }
  });
});
