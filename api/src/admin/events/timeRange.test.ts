import { describe, expect, it } from 'vitest';
import { daysOf, resolveRange } from './timeRange.ts';

describe('metrics ranges', () => {
  const now = new Date('2026-03-10T15:30:00Z');

  it('defaults to the last 30 UTC days up to now', () => {
    const range = resolveRange({}, 30, now);
    expect(range.from.toISOString()).toBe('2026-02-09T00:00:00.000Z');
    expect(range.to).toEqual(now);
    expect(daysOf(range)).toHaveLength(30);
    expect(daysOf(range).at(-1)).toBe('2026-03-10');
  });

  it('lists every day a range touches, partial days included', () => {
    const range = resolveRange(
      { from: '2026-02-27T22:00:00Z', to: '2026-03-01T01:00:00Z' },
      30,
      now,
    );
    expect(daysOf(range)).toEqual(['2026-02-27', '2026-02-28', '2026-03-01']);
  });

  it('refuses reversed, empty, unreadable and too long ranges', () => {
    expect(() =>
      resolveRange({ from: '2026-03-02T00:00:00Z', to: '2026-03-01T00:00:00Z' }),
    ).toThrow(/before/);
    expect(() =>
      resolveRange({ from: '2026-03-01T00:00:00Z', to: '2026-03-01T00:00:00Z' }),
    ).toThrow(/before/);
    expect(() => resolveRange({ from: 'yesterday' })).toThrow(/ISO/);
    expect(() =>
      resolveRange({ from: '2024-01-01T00:00:00Z', to: '2026-01-01T00:00:00Z' }),
    ).toThrow(/366/);
  });
});
