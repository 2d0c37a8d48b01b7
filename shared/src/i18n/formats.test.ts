import { describe, expect, it } from 'vitest';
import { localeDateTimeFormat, localeNumberFormat } from './formats.ts';

describe('Intl formatters, built once per locale and options', () => {
  it('hands out the same formatter for the same locale and options', () => {
    const a = localeNumberFormat('de', { maximumFractionDigits: 1 });
    expect(localeNumberFormat('de', { maximumFractionDigits: 1 })).toBe(a);
    expect(localeNumberFormat('en', { maximumFractionDigits: 1 })).not.toBe(a);
    expect(localeNumberFormat('de', { maximumFractionDigits: 0 })).not.toBe(a);
    expect(localeNumberFormat('de')).toBe(localeNumberFormat('de', {}));
    const date = localeDateTimeFormat('en', { dateStyle: 'medium', timeZone: 'UTC' });
    expect(localeDateTimeFormat('en', { dateStyle: 'medium', timeZone: 'UTC' })).toBe(date);
  });

  it('formats in the locale asked for, whatever was built before', () => {
    expect(localeNumberFormat('de').format(12345.67)).toBe('12.345,67');
    expect(localeNumberFormat('en-GB', { maximumFractionDigits: 0 }).format(12345.67)).toBe(
      '12,346',
    );
    const day = new Date(Date.UTC(2025, 2, 3));
    expect(localeDateTimeFormat('de-DE', { dateStyle: 'long', timeZone: 'UTC' }).format(day)).toBe(
      '3. März 2025',
    );
  });
});
