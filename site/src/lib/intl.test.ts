import { describe, expect, it } from 'vitest';
import { dateTimeFormat, numberFormat } from './intl.ts';

describe('Intl formatters, built once per language and options', () => {
  it('hands out the same formatter for the same language and options', () => {
    const a = numberFormat('de', { maximumFractionDigits: 1 });
    expect(numberFormat('de', { maximumFractionDigits: 1 })).toBe(a);
    expect(numberFormat('en', { maximumFractionDigits: 1 })).not.toBe(a);
    expect(numberFormat('de', { maximumFractionDigits: 0 })).not.toBe(a);
    const date = dateTimeFormat('en', { dateStyle: 'medium', timeZone: 'UTC' });
    expect(dateTimeFormat('en', { dateStyle: 'medium', timeZone: 'UTC' })).toBe(date);
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
