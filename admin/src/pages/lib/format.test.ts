import { describe, expect, it } from 'vitest';
import {
  formatBytes,
  formatCount,
  formatDay,
  formatMs,
  formatRunTime,
  formatShare,
  formatSeconds,
  shortId,
  trendOf,
} from './format.ts';
import { lastDays } from './days.ts';

describe('admin formatting', () => {
  it('gives trends against the period before', () => {
    expect(trendOf(150, 100)).toEqual({ direction: 'up', percent: 50 });
    expect(trendOf(75, 100)).toEqual({ direction: 'down', percent: -25 });
    expect(trendOf(100, 100)).toEqual({ direction: 'flat', percent: 0 });
    expect(trendOf(3, 0)).toEqual({ direction: 'new', percent: null });
    expect(trendOf(0, 0)).toEqual({ direction: 'flat', percent: 0 });
    expect(trendOf(5, null)).toBeNull();
  });

  it('writes sizes, counts, shares and times in the admin language', () => {
    expect(formatBytes(512, 'en')).toBe('512 B');
    expect(formatBytes(1536, 'en')).toBe('1.5 kB');
    expect(formatBytes(1536, 'de')).toBe('1,5 kB');
    expect(formatBytes(250 * 1024 * 1024, 'en')).toBe('250 MB');
    expect(formatCount(1234567, 'en')).toBe('1,234,567');
    expect(formatCount(1234567, 'de')).toBe('1.234.567');
    expect(formatShare(0.3333, 'en')).toBe('33.3%');
    expect(formatMs(3.14159, 'en')).toBe('3.14 ms');
    expect(formatMs(42.26, 'de')).toBe('42,3 ms');
    expect(formatMs(1234.5, 'en')).toBe('1,235 ms');
    expect(formatDay('2026-03-12', 'en')).toBe('Mar 12');
    expect(formatDay('2026-03-12', 'de')).toBe('12. März');
    // Whatever the machine's time zone: short date, time to the second, in the language's shape.
    expect(formatRunTime('2026-11-27T12:41:07Z', 'de')).toMatch(
      /^\d{2}\.\d{2}\.\d{2}, \d{2}:\d{2}:07$/,
    );
    expect(formatRunTime('2026-11-27T12:41:07Z', 'en')).toMatch(
      /^\d{1,2}\/\d{1,2}\/\d{2}, \d{1,2}:\d{2}:07\s[AP]M$/,
    );
  });

  it('gives the last n UTC days as a range', () => {
    const now = new Date('2026-03-10T15:00:00Z');
    expect(lastDays(7, now)).toEqual({
      from: '2026-03-04T00:00:00.000Z',
      to: '2026-03-10T15:00:00.000Z',
    });
  });
});

describe('formatSeconds', () => {
  it('writes seconds with the language decimal mark', () => {
    expect(formatSeconds(14_040, 'en')).toBe('14.0');
    expect(formatSeconds(14_040, 'de')).toBe('14,0');
  });
});

describe('shortId', () => {
  it('shortens uuids only', () => {
    expect(shortId('ad3660b7-d553-4db0-b150-a680925d7840')).toBe('ad3660b7…');
    expect(shortId('anna@example.com')).toBe('anna@example.com');
  });
});
