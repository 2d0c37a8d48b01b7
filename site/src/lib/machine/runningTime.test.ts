import { describe, expect, it } from 'vitest';
import { formatBlockMinutes, formatDeltaE, formatRunningTime } from './runningTime.ts';

describe('running times', () => {
  it.each([
    [0, '< 1 min', '< 1 Min.'],
    [0.4, '< 1 min', '< 1 Min.'],
    [0.5, '≈ 1 min', '≈ 1 Min.'],
    [42.3, '≈ 42 min', '≈ 42 Min.'],
    [59.6, '≈ 1 h', '≈ 1 Std.'],
    [65, '≈ 1 h 5 min', '≈ 1 Std. 5 Min.'],
    [185.2, '≈ 3 h 5 min', '≈ 3 Std. 5 Min.'],
  ])('%s minutes read "%s" and "%s"', (minutes, english, german) => {
    expect(formatRunningTime(minutes, 'en')).toBe(english);
    expect(formatRunningTime(minutes, 'de')).toBe(german);
  });

  it('treat a missing time as under a minute', () => {
    expect(formatRunningTime(Number.NaN, 'en')).toBe('< 1 min');
  });

  it('write block minutes and ΔE with one decimal in the language', () => {
    expect(formatBlockMinutes(3, 'en')).toBe('3.0');
    expect(formatBlockMinutes(3.44, 'de')).toBe('3,4');
    expect(formatDeltaE(12.35, 'en')).toBe('12.4');
    expect(formatDeltaE(1234.5, 'de')).toBe('1.234,5');
  });
});
