import { afterEach, describe, expect, it, vi } from 'vitest';

// A fresh module graph per test: the formatters' cache (shared i18n/formats.ts) starts empty.
async function freshFormatting() {
  vi.resetModules();
  return import('./formatting.ts');
}

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('prepareFormats: the facts’ date format built ahead, in a task of its own', () => {
  it('builds nothing in the caller’s task, then the date format, which the facts then use', async () => {
    vi.useFakeTimers();
    const { prepareFormats, formatSize, formatCount, formatDate } = await freshFormatting();
    const numbers = vi.spyOn(Intl, 'NumberFormat');
    const dates = vi.spyOn(Intl, 'DateTimeFormat');
    prepareFormats('de');
    expect(dates).not.toHaveBeenCalled();
    vi.advanceTimersToNextTimer();
    expect(dates).toHaveBeenCalledTimes(1);
    expect(vi.getTimerCount()).toBe(0);
    // what the design's facts format: no formatter built any more, counts and sizes without Intl
    expect(formatSize(93.44, 80, 'de')).toBe('93,4 × 80 mm');
    expect(formatCount(12345, 'de')).toBe('12.345');
    expect(formatDate(Date.UTC(2025, 2, 3, 12), 'de')).toBe('03.03.2025');
    expect(numbers).not.toHaveBeenCalled();
    expect(dates).toHaveBeenCalledTimes(1);
  });

  it('stops when cancelled (the page left or its language changed)', async () => {
    vi.useFakeTimers();
    const { prepareFormats } = await freshFormatting();
    const dates = vi.spyOn(Intl, 'DateTimeFormat');
    const cancel = prepareFormats('en');
    cancel();
    vi.runAllTimers();
    expect(dates).not.toHaveBeenCalled();
  });
});
