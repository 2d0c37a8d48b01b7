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

describe('prepareFormats: the facts’ formats built ahead, a task each', () => {
  it('builds nothing in the caller’s task, then one format per task, which the facts then use', async () => {
    vi.useFakeTimers();
    const { prepareFormats, formatSize, formatCount, formatDate } = await freshFormatting();
    const numbers = vi.spyOn(Intl, 'NumberFormat');
    const dates = vi.spyOn(Intl, 'DateTimeFormat');
    prepareFormats('de');
    expect(numbers).not.toHaveBeenCalled();
    vi.advanceTimersToNextTimer();
    expect(numbers).toHaveBeenCalledTimes(1);
    vi.advanceTimersToNextTimer();
    expect(numbers).toHaveBeenCalledTimes(2);
    expect(dates).not.toHaveBeenCalled();
    vi.advanceTimersToNextTimer();
    expect(dates).toHaveBeenCalledTimes(1);
    expect(vi.getTimerCount()).toBe(0);
    // what the design's facts format: no formatter built any more
    expect(formatSize(93.44, 80, 'de')).toBe('93,4 × 80 mm');
    expect(formatCount(12345, 'de')).toBe('12.345');
    expect(formatDate(Date.UTC(2025, 2, 3, 12), 'de')).toBe('03.03.2025');
    expect(numbers).toHaveBeenCalledTimes(2);
    expect(dates).toHaveBeenCalledTimes(1);
  });

  it('stops when cancelled (the page left or its language changed)', async () => {
    vi.useFakeTimers();
    const { prepareFormats } = await freshFormatting();
    const numbers = vi.spyOn(Intl, 'NumberFormat');
    const cancel = prepareFormats('en');
    vi.advanceTimersToNextTimer();
    cancel();
    vi.runAllTimers();
    expect(numbers).toHaveBeenCalledTimes(1);
  });
});
