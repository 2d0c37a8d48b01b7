import { describe, expect, it } from 'vitest';
import { localeNumberFormat } from '@stickerei/shared/i18n';
import { dateTimeFormat, numberFormat } from './intl.ts';

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
