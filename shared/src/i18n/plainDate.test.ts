import { describe, expect, it, vi } from 'vitest';
import { seededRandom } from '../testing/seededRandom.ts';
import { localeDateTimeFormat } from './formats.ts';
import { plainDate } from './plainDate.ts';

const intl = (date: Date, locale: string) =>
  localeDateTimeFormat(locale, { dateStyle: 'medium' }).format(date);

describe('plainDate: the medium date Intl writes, without Intl', () => {
  it('matches Intl for British English and German on random dates and every month’s edges', () => {
    const seed = Math.floor(Math.random() * 2 ** 31);
    const random = seededRandom(seed);
    const dates: Date[] = [];
    // every month's first and last day, around midnight, in a past and a future year
    for (const year of [1999, 2026, 2031]) {
      for (let month = 0; month < 12; month++) {
        dates.push(new Date(year, month, 1, 0, 0, 0), new Date(year, month + 1, 0, 23, 59, 59));
      }
    }
    // what the product shows: creation times from 1970 to 2100, to the millisecond
    for (let i = 0; i < 3000; i++) dates.push(new Date(Math.floor(random() * 4_102_444_800_000)));
    dates.push(new Date(0), new Date(-1), new Date(1000, 0, 1), new Date(9999, 11, 31));
    const differ: string[] = [];
    for (const date of dates) {
      for (const locale of ['de', 'de-DE', 'en-GB', 'en-gb']) {
        const plain = plainDate(date, locale);
        if (plain !== intl(date, locale)) {
          differ.push(`${date.toISOString()} ${locale}: ${plain} ≠ ${intl(date, locale)}`);
        }
      }
    }
    expect(differ, `seed ${seed}`).toEqual([]);
    expect(plainDate(new Date(2025, 8, 3), 'en-GB')).toBe('3 Sept 2025');
    expect(plainDate(new Date(2025, 2, 3), 'de-DE')).toBe('03.03.2025');
  });

  it('builds no Intl format for those locales, and leaves the others and odd dates to Intl', async () => {
    // a fresh module graph: no format cached by the test before (formats.ts) can hide one
    vi.resetModules();
    const fresh = await import('./plainDate.ts');
    const formats = vi.spyOn(Intl, 'DateTimeFormat');
    fresh.plainDate(new Date(2025, 2, 3), 'de-DE');
    fresh.plainDate(new Date(2025, 2, 3), 'en-GB');
    expect(formats).not.toHaveBeenCalled();
    formats.mockRestore();
    for (const [date, locale] of [
      [new Date(2025, 2, 3), 'en-US'],
      [new Date(2025, 2, 3), 'fr-FR'],
      [new Date(-70_000_000_000_000), 'de-DE'],
    ] as const) {
      expect(plainDate(date, locale)).toBe(intl(date, locale));
    }
    expect(() => plainDate(new Date(Number.NaN), 'de-DE')).toThrow(RangeError);
  });
});
