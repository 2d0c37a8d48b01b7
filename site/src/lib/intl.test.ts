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

describe('plainNumber: the site’s languages without Intl (shared i18n/plainNumber.ts)', () => {
  it('writes what numberFormat writes, and builds no Intl format', () => {
    const expected = ['de', 'en'].flatMap((language) =>
      [0, 1].map((digits) =>
        numberFormat(language as 'de' | 'en', { maximumFractionDigits: digits }).format(1234567.25),
      ),
    );
    const numberFormats = vi.spyOn(Intl, 'NumberFormat');
    try {
      const plain = ['de', 'en'].flatMap((language) =>
        [0, 1].map((digits) => plainNumber(1234567.25, language as 'de' | 'en', digits)),
      );
      expect(plain).toEqual(expected);
      expect(plain).toEqual(['1.234.567', '1.234.567,3', '1,234,567', '1,234,567.3']);
      expect(numberFormats).not.toHaveBeenCalled();
    } finally {
      numberFormats.mockRestore();
    }
  });
});
