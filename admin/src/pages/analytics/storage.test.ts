import { describe, expect, it } from 'vitest';
import { formatStorage, gigabytesField, parseLimit } from './storage.ts';

describe('formatStorage', () => {
  it('uses the units of the site', () => {
    expect(formatStorage(812, 'en')).toBe('812 B');
    expect(formatStorage(2333, 'en')).toBe('2.3 KB');
    expect(formatStorage(5_000, 'en')).toBe('5 KB');
    expect(formatStorage(1_500_000, 'en')).toBe('1.5 MB');
  });

  it('writes whole numbers without decimals and German decimals with a comma', () => {
    expect(formatStorage(5_000_000_000, 'de')).toBe('5 GB');
    expect(formatStorage(1_500_000_000, 'de')).toBe('1,5 GB');
    expect(formatStorage(2333, 'de')).toBe('2,3 KB');
  });
});

describe('gigabytesField', () => {
  it('shows the quota in the locale’s decimals, ungrouped', () => {
    expect(gigabytesField(5_000_000_000, 'en')).toBe('5');
    expect(gigabytesField(1_500_000_000, 'de')).toBe('1,5');
    expect(gigabytesField(5_000, 'de')).toBe('0,000005');
    expect(gigabytesField(2_000_000_000_000, 'en')).toBe('2000');
  });
});

describe('parseLimit', () => {
  it('reads gigabytes with either decimal sign', () => {
    expect(parseLimit('1.5', 'gigabytes')).toBe(1_500_000_000);
    expect(parseLimit('1,5', 'gigabytes')).toBe(1_500_000_000);
    expect(parseLimit(' 0,000005 ', 'gigabytes')).toBe(5_000);
    expect(parseLimit('0', 'gigabytes')).toBe(0);
  });

  it('reads a grouped file count as the whole number it is', () => {
    expect(parseLimit('50000', 'files')).toBe(50_000);
    expect(parseLimit('50.000', 'files')).toBe(50_000);
    expect(parseLimit('50,000', 'files')).toBe(50_000);
    expect(parseLimit('50 000', 'files')).toBe(50_000);
  });

  it('is null when empty and undefined for what is no number', () => {
    expect(parseLimit('  ', 'files')).toBeNull();
    expect(parseLimit('', 'gigabytes')).toBeNull();
    expect(parseLimit('-1', 'files')).toBeUndefined();
    expect(parseLimit('five', 'gigabytes')).toBeUndefined();
    expect(parseLimit('1e3', 'gigabytes')).toBeUndefined();
    expect(parseLimit('1.2.3', 'gigabytes')).toBeUndefined();
  });
});
