import { describe, expect, it } from 'vitest';
import { DEFAULT_MACHINE_PROFILE, type MachineProfile } from '@stickerei/shared/domain';
import {
  TIME_BASES,
  baseLimitOfMaxMinutes,
  baseOfTime,
  isDefaultProfile,
  runSecondsSql,
  timeBound,
  timeEdge,
  type TermMaxima,
} from './runningTime.ts';

const time = (m: MachineProfile, x: readonly number[]) =>
  (x[0]! * 60) / m.stitchesPerMinute +
  x[1]! * m.secondsPerColourChange +
  x[2]! * m.secondsPerTrim +
  x[3]! * m.secondsPerStop;
const unit = (i: number) => [0, 0, 0, 0].map((_, j) => (j === i ? 1 : 0));
const baseOf = (weights: readonly number[], x: readonly number[]) =>
  weights.reduce((sum, w, i) => sum + w * x[i]!, 0);

// A small deterministic generator (mulberry32) for designs and profiles.
function seeded(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Whole numbers and machine profiles (some terms at 0 s) drawn from `seed`. */
function draws(seed: number) {
  const random = seeded(seed);
  const int = (lo: number, hi: number) => lo + Math.floor(random() * (hi - lo + 1));
  const profile = (): MachineProfile => ({
    stitchesPerMinute: int(50, 2000),
    secondsPerColourChange: random() < 0.2 ? 0 : int(1, 300),
    secondsPerTrim: random() < 0.3 ? 0 : int(1, 60),
    secondsPerStop: random() < 0.3 ? 0 : int(1, 300),
  });
  return { int, profile };
}

describe('running time in SQL', () => {
  it('writes the default profile exactly as migration 039 indexes it', () => {
    expect(runSecondsSql(DEFAULT_MACHINE_PROFILE)).toBe(
      '(d.stitch_count::float8 * 60 / 650 + d.color_change_count::float8 * 30' +
        ' + d.trim_count::float8 * 6 + d.stop_count::float8 * 30)',
    );
    expect(isDefaultProfile({ ...DEFAULT_MACHINE_PROFILE })).toBe(true);
    expect(isDefaultProfile({ ...DEFAULT_MACHINE_PROFILE, secondsPerStop: 31 })).toBe(false);
  });

  it('refuses numbers outside the profile limits instead of writing them into SQL', () => {
    expect(() => runSecondsSql({ ...DEFAULT_MACHINE_PROFILE, stitchesPerMinute: 1.5 })).toThrow();
    expect(() => runSecondsSql({ ...DEFAULT_MACHINE_PROFILE, secondsPerTrim: -1 })).toThrow();
  });

  it('bounds every design of random profiles by the chosen indexed order', () => {
    const { int, profile } = draws(13);
    for (let k = 0; k < 300; k++) {
      const m = profile();
      for (const order of ['asc', 'desc'] as const) {
        const bound = timeBound(m, order);
        // Ascending always has one (stitches weigh in every profile); descending has the default.
        expect(bound).not.toBeNull();
        for (let d = 0; d < 50; d++) {
          const x = [int(0, 200_000), int(0, 40), int(0, 200), int(0, 3)];
          const t = time(m, x);
          const b = bound!.factor * baseOf(bound!.base.weights, x);
          if (order === 'asc') expect(t).toBeGreaterThanOrEqual(b * (1 - 1e-12));
          else expect(t).toBeLessThanOrEqual(b * (1 + 1e-12));
        }
      }
    }
  });

  // A time page's walk starts (or ends) at this limit of its base key: a design that passes
  // maxMinutes must never lie beyond it, whatever the profile and the base.
  it('bounds the base key of every design that passes maxMinutes on random profiles', () => {
    const { int, profile } = draws(29);
    let tight = 0;
    for (let k = 0; k < 300; k++) {
      const m = profile();
      const maxMinutes = int(1, 240);
      for (const base of TIME_BASES) {
        const most = baseLimitOfMaxMinutes(m, base, maxMinutes);
        // A term the base weighs and the machine does not: no bound from this base.
        const unbounded = base.weights.some((a, i) => a > 0 && time(m, unit(i)) === 0);
        expect(most === null).toBe(unbounded);
        if (most === null) continue;
        for (let d = 0; d < 50; d++) {
          const x = [int(0, 200_000), int(0, 40), int(0, 200), int(0, 3)];
          if (time(m, x) >= (maxMinutes + 0.05) * 60) continue;
          const b = baseOf(base.weights, x);
          expect(b).toBeLessThanOrEqual(most! * (1 + 1e-12));
          if (b > most! * 0.5) tight++;
        }
      }
    }
    // Not a bound so loose that it rules nothing out.
    expect(tight).toBeGreaterThan(100);
  });

  it('falls back to orders with fewer terms when a profile leaves a term out', () => {
    const noTrims = { ...DEFAULT_MACHINE_PROFILE, secondsPerTrim: 0 };
    expect(timeBound(noTrims, 'asc')?.base.expr).toBe(
      '(d.stitch_count::float8 * 60 / 650 + d.color_change_count::float8 * 30)',
    );
    const noChanges = { ...noTrims, secondsPerColourChange: 0 };
    expect(timeBound(noChanges, 'asc')?.base.expr).toBe('d.stitch_count');
    expect(timeBound(noTrims, 'desc')?.base.expr).toBe(runSecondsSql(DEFAULT_MACHINE_PROFILE));
    expect(
      timeBound({ ...DEFAULT_MACHINE_PROFILE, stitchesPerMinute: 800 }, 'asc')?.base.expr,
    ).toBe(runSecondsSql(DEFAULT_MACHINE_PROFILE));
  });
});

describe('running time bounds leaning on the library’s maxima', () => {
  const order = ['asc', 'desc'] as const;

  it('bounds every design within the maxima by every line, its edge and its base range', () => {
    const { int, profile } = draws(41);
    let tighter = 0;
    for (let k = 0; k < 300; k++) {
      const m = profile();
      // The stitches unbounded (as timePage reads the maxima) or bounded.
      const stitches = k % 2 === 0 ? Infinity : int(1, 200_000);
      const maxima: TermMaxima = [stitches, int(0, 60), int(0, 300), int(0, 5)];
      for (const dir of order) {
        const bound = timeBound(m, dir, maxima)!;
        expect(bound.lines[0]).toEqual({ slope: bound.factor, offset: 0 });
        for (let d = 0; d < 50; d++) {
          const x = maxima.map((most) => int(0, Math.min(most, 200_000)));
          const t = time(m, x);
          const b = baseOf(bound.base.weights, x);
          const hair = 1e-9 * (t + b + 1);
          for (const l of bound.lines) {
            if (dir === 'asc') expect(t).toBeGreaterThanOrEqual(l.slope * b - l.offset - hair);
            else expect(t).toBeLessThanOrEqual(l.slope * b + l.offset + hair);
          }
          const edge = timeEdge(bound.lines, dir, b);
          if (dir === 'asc') {
            expect(t).toBeGreaterThanOrEqual(edge - hair);
            expect(b).toBeLessThanOrEqual(baseOfTime(bound.lines, dir, t) + hair);
          } else {
            expect(t).toBeLessThanOrEqual(edge + hair);
            expect(b).toBeGreaterThanOrEqual(baseOfTime(bound.lines, dir, t) - hair);
            if (edge < 0.9 * bound.factor * b) tighter++;
          }
        }
      }
    }
    // The lines beyond the factor's are worth having: often far tighter descending.
    expect(tighter).toBeGreaterThan(1000);
  });

  it('draws the edge of a fast machine with slow colour changes near its real times', () => {
    // 1,000 stitches a minute, 60 s a colour change, an automatic trimmer: against the default
    // (650, 30 s) the factor is 2, while a design's time is mostly its stitches at 0.65.
    const m = {
      stitchesPerMinute: 1000,
      secondsPerColourChange: 60,
      secondsPerTrim: 0,
      secondsPerStop: 30,
    };
    const bound = timeBound(m, 'desc', [Infinity, 12, 90, 0])!;
    expect(bound.factor).toBe(2);
    // 12 colour changes at most: no design keyed 3,000 s runs more than 0.65 × 3,000 + 12 × 40.5.
    expect(timeEdge(bound.lines, 'desc', 3000)).toBeCloseTo(0.65 * 3000 + 12 * 40.5, 6);
    expect(timeEdge(timeBound(m, 'desc')!.lines, 'desc', 3000)).toBe(6000);
  });

  it('bounds the base key under maxMinutes with maxima where a machine gives a term 0 s', () => {
    const { int, profile } = draws(53);
    let tight = 0;
    for (let k = 0; k < 300; k++) {
      const m = profile();
      const stitches = k % 2 === 0 ? Infinity : int(1, 200_000);
      const maxima: TermMaxima = [stitches, int(0, 60), int(0, 300), int(0, 5)];
      const maxMinutes = int(1, 240);
      for (const base of TIME_BASES) {
        const most = baseLimitOfMaxMinutes(m, base, maxMinutes, maxima);
        const without = baseLimitOfMaxMinutes(m, base, maxMinutes);
        // Stitches weigh in every profile and base: with maxima there is always a limit, and
        // never a looser one than without.
        expect(most).not.toBeNull();
        if (without !== null) expect(most!).toBeLessThanOrEqual(without * (1 + 1e-12));
        for (let d = 0; d < 50; d++) {
          const x = maxima.map((v) => int(0, Math.min(v, 200_000)));
          if (time(m, x) >= (maxMinutes + 0.05) * 60) continue;
          const b = baseOf(base.weights, x);
          expect(b).toBeLessThanOrEqual(most! * (1 + 1e-12) + 1e-9);
          if (b > most! * 0.5) tight++;
        }
      }
    }
    expect(tight).toBeGreaterThan(100);
  });
});
