import { describe, expect, it } from 'vitest';
import { formatDate, isoDate } from './dates.ts';

describe('dates', () => {
  const date = new Date('2025-03-14');

  it('writes the day in each language', () => {
    expect(formatDate(date, 'en')).toBe('14 March 2025');
    expect(formatDate(date, 'de')).toBe('14. März 2025');
  });

  it('keeps the calendar day of an ISO date', () => {
    expect(isoDate(date)).toBe('2025-03-14');
    expect(formatDate(new Date('2024-12-31'), 'en')).toBe('31 December 2024');
  });
});
