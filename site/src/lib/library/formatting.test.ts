import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  downloadFileName,
  formatBytes,
  formatCount,
  formatDate,
  formatSize,
  formatTotal,
} from './formatting.ts';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('formatting', () => {
  it('groups digits per language', () => {
    expect(formatCount(12345, 'en')).toBe('12,345');
    expect(formatCount(12345, 'de')).toBe('12.345');
  });

  it('writes sizes in mm with one decimal at most', () => {
    expect(formatSize(93.44, 80, 'en')).toBe('93.4 × 80 mm');
    expect(formatSize(93.44, 80, 'de')).toBe('93,4 × 80 mm');
  });

  it('writes file sizes', () => {
    expect(formatBytes(812, 'en')).toBe('812 B');
    expect(formatBytes(12_345, 'en')).toBe('12.3 KB');
    expect(formatBytes(1_400_000, 'de')).toBe('1,4 MB');
    expect(formatBytes(2_147_483_648, 'en')).toBe('2.1 GB');
  });

  it('writes dates, and nothing for a missing one', () => {
    const march = Date.UTC(2025, 2, 3, 12);
    expect(formatDate(march, 'en')).toBe('3 Mar 2025');
    expect(formatDate(march, 'de')).toBe('03.03.2025');
    expect(formatDate(0, 'en')).toBe('');
  });

  it('writes the facts without building an Intl format (the first one loads locale data)', async () => {
    // a fresh module graph: no formatter cached by the tests before (shared i18n/formats.ts)
    vi.resetModules();
    const { formatCount, formatDate, formatSize } = await import('./formatting.ts');
    const dates = vi.spyOn(Intl, 'DateTimeFormat');
    const numbers = vi.spyOn(Intl, 'NumberFormat');
    expect(formatDate(Date.UTC(2025, 8, 3, 12), 'en')).toBe('3 Sept 2025');
    expect(formatDate(Date.UTC(2025, 8, 3, 12), 'de')).toBe('03.09.2025');
    expect(formatSize(93.44, 80, 'de')).toBe('93,4 × 80 mm');
    expect(formatCount(12345, 'de')).toBe('12.345');
    expect(dates).not.toHaveBeenCalled();
    expect(numbers).not.toHaveBeenCalled();
  });

  it('rounds estimated totals and flags them', () => {
    expect(formatTotal(1234, false, 'en')).toEqual({ value: '1,234', approximate: false });
    expect(formatTotal(65_432, true, 'en')).toEqual({ value: '65,000', approximate: true });
  });

  it('makes safe download names', () => {
    expect(downloadFileName('Größe / Rosé: Blume', 'pes')).toBe('Grosse_Rose_Blume.pes');
    expect(downloadFileName('...', 'dst')).toBe('design.dst');
  });
});
