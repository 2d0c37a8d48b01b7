import { describe, expect, it } from 'vitest';
import { formatDuration, formatRate, formatWhen } from './formatting.ts';
import {
  addSample,
  importProgress,
  isImportFinished,
  recentRate,
  transferProgress,
  type Sample,
} from './importProgress.ts';
import { anImport } from './testSupport.ts';

const readings = (...pairs: Array<[number, number]>): Sample[] =>
  pairs.map(([at, value]) => ({ at, value }));

describe('rates', () => {
  it('is the change per second over the readings', () => {
    expect(recentRate(readings([0, 10], [4000, 30]))).toBe(5);
    expect(recentRate(readings([0, 10], [1000, 30]))).toBeNull();
    expect(recentRate([])).toBeNull();
  });

  it('keeps the readings of the window and the one before it', () => {
    let samples: Sample[] = [];
    for (let at = 0; at <= 60_000; at += 5_000)
      samples = addSample(samples, { at, value: at / 100 });
    expect(samples[0]?.at).toBe(25_000);
    expect(samples.at(-1)?.at).toBe(60_000);
    expect(recentRate(samples)).toBe(10);
  });

  it('starts over when the count goes back, and drops repeats within two seconds', () => {
    expect(addSample(readings([0, 50]), { at: 100, value: 10 })).toEqual(readings([100, 10]));
    expect(addSample(readings([0, 50]), { at: 1000, value: 50 })).toEqual(readings([0, 50]));
    expect(addSample(readings([0, 50]), { at: 3000, value: 50 })).toHaveLength(2);
  });
});

describe('import progress', () => {
  it('counts every outcome as through and tells the time left from the recent rate', () => {
    const current = anImport({ done: 30, failed: 2, skipped: 5, duplicates: 3, filesPerSecond: 1 });
    const progress = importProgress(current, readings([0, 20], [10_000, 40]));
    expect(progress).toEqual({
      finished: 40,
      total: 100,
      percent: 40,
      counting: false,
      filesPerSecond: 2,
      secondsLeft: 30,
    });
  });

  it("falls back to the api's average before the page has seen enough", () => {
    const progress = importProgress(anImport({ done: 50, filesPerSecond: 5 }), []);
    expect(progress.filesPerSecond).toBe(5);
    expect(progress.secondsLeft).toBe(10);
  });

  it('tells no time left while the archive is still being counted', () => {
    const progress = importProgress(anImport({ state: 'expanding', files: 40, done: 10 }), []);
    expect(progress).toMatchObject({ counting: true, percent: 25, secondsLeft: null });
    expect(importProgress(anImport({ state: 'receiving', files: 0 }), []).percent).toBeNull();
  });

  it('tells no time left without a rate', () => {
    expect(importProgress(anImport({ done: 1 }), []).secondsLeft).toBeNull();
  });

  it('is whole once finished, failed ones too', () => {
    const done = anImport({ state: 'failed', files: 10, done: 4, error: 'damaged' });
    expect(importProgress(done, [])).toMatchObject({ percent: 100, secondsLeft: 0 });
    expect(isImportFinished(done)).toBe(true);
    expect(isImportFinished(anImport())).toBe(false);
  });
});

describe('transfer progress', () => {
  it('tells percent and time left from the bytes sent', () => {
    const samples = readings([0, 0], [4000, 4_000_000]);
    expect(transferProgress(4_000_000, 10_000_000, samples)).toEqual({
      percent: 40,
      bytesPerSecond: 1_000_000,
      secondsLeft: 6,
    });
    expect(transferProgress(0, 0, [])).toEqual({
      percent: 0,
      bytesPerSecond: null,
      secondsLeft: null,
    });
  });
});

describe('import formatting', () => {
  it('says a time left in words, rounded up', () => {
    expect(formatDuration(3, 'en')).toBe('5 seconds');
    expect(formatDuration(41, 'de')).toBe('45 Sekunden');
    expect(formatDuration(59.5, 'en')).toBe('1 minute');
    expect(formatDuration(125, 'en')).toBe('3 minutes');
    expect(formatDuration(3600 + 20 * 60, 'de')).toBe('1 Stunde 20 Minuten');
    expect(formatDuration(7200, 'en')).toBe('2 hours');
    expect(formatDuration(2 * 3600 - 1, 'en')).toBe('2 hours');
  });

  it('says rates with one decimal below ten', () => {
    expect(formatRate(1.25, 'de')).toBe('1,3');
    expect(formatRate(23.4, 'en')).toBe('23');
  });

  it('says a time of day, with the date on another day', () => {
    const now = new Date(2026, 10, 25, 18, 0);
    expect(formatWhen(new Date(2026, 10, 25, 17, 5).toISOString(), 'de', now)).toBe('17:05');
    expect(formatWhen(new Date(2026, 10, 24, 9, 30).toISOString(), 'en', now)).toBe(
      '24 Nov, 09:30',
    );
    expect(formatWhen('nonsense', 'en', now)).toBe('');
  });
});
