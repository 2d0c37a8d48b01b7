import {
  DEFAULT_MACHINE_PROFILE,
  MACHINE_PROFILE_LIMITS,
  type MachineProfile,
} from '@stickerei/shared/domain';

// The running time of designs in SQL (docs/machine.md "Running time"): the same formula as
// estimateMinutes in shared/src/domain/machine.ts, in seconds. The profile's numbers are written
// into the statement as integer literals, not parameters: only then does the planner see the
// expression of design_lib_time_idx (migration 039) for the default profile and walk it in
// order. They are integers within MACHINE_PROFILE_LIMITS, checked again here, so nothing of a
// request reaches the SQL text.

function literal(value: number, key: keyof MachineProfile): string {
  const [min, max] = MACHINE_PROFILE_LIMITS[key];
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new Error(`Machine profile ${key} out of range: ${String(value)}`);
  }
  return String(value);
}

/** Seconds design `d` runs on a machine with `m`, as a float8 SQL expression. */
export function runSecondsSql(m: MachineProfile): string {
  return (
    `(d.stitch_count::float8 * 60 / ${literal(m.stitchesPerMinute, 'stitchesPerMinute')}` +
    ` + d.color_change_count::float8 * ${literal(m.secondsPerColourChange, 'secondsPerColourChange')}` +
    ` + d.trim_count::float8 * ${literal(m.secondsPerTrim, 'secondsPerTrim')}` +
    ` + d.stop_count::float8 * ${literal(m.secondsPerStop, 'secondsPerStop')})`
  );
}

/** True when `m` is the profile design_lib_time_idx is built for. */
export const isDefaultProfile = (m: MachineProfile) =>
  (Object.keys(DEFAULT_MACHINE_PROFILE) as Array<keyof MachineProfile>).every(
    (k) => m[k] === DEFAULT_MACHINE_PROFILE[k],
  );

/**
 * The conditions of "runs at most `maxMinutes`": the displayed minutes are rounded to a tenth,
 * so a design shown as exactly `maxMinutes` is kept. A design runs at least its stitches at the
 * machine's speed, so the stitch count bounds it too: a condition the stitch index can serve
 * when the profile is not the indexed one.
 */
/** The most stitches a design running at most `maxMinutes` on `m` can have. */
export const maxStitches = (m: MachineProfile, maxMinutes: number) =>
  Math.floor((maxMinutes + 0.05) * m.stitchesPerMinute);

export function maxMinutesSql(
  m: MachineProfile,
  maxMinutes: number,
  p: { add(value: unknown): string },
): string[] {
  const minutes = maxMinutes + 0.05;
  const stitches = maxStitches(m, maxMinutes);
  return [
    `${runSecondsSql(m)} < ${p.add(minutes * 60)}::float8`,
    `d.stitch_count <= ${p.add(stitches)}::integer`,
  ];
}

/** An order the library has an index for, as the weights of the running time's terms. */
export interface TimeBase {
  /** The SQL expression, as its index spells it. */
  expr: string;
  /** Weights of stitches, colour changes, trims and stops in `expr`. */
  weights: readonly [number, number, number, number];
}

const weightsOf = (m: MachineProfile) =>
  [60 / m.stitchesPerMinute, m.secondsPerColourChange, m.secondsPerTrim, m.secondsPerStop] as const;

const DEFAULT_WEIGHTS = weightsOf(DEFAULT_MACHINE_PROFILE);

/**
 * design_lib_time_idx, design_lib_time_sc_idx (stitches and colour changes only; migration 039),
 * then design_lib_stitches_idx (migration 011).
 */
export const TIME_BASES: readonly TimeBase[] = [
  { expr: runSecondsSql(DEFAULT_MACHINE_PROFILE), weights: DEFAULT_WEIGHTS },
  {
    expr:
      `(d.stitch_count::float8 * 60 / ${String(DEFAULT_MACHINE_PROFILE.stitchesPerMinute)}` +
      ` + d.color_change_count::float8 * ${String(DEFAULT_MACHINE_PROFILE.secondsPerColourChange)})`,
    weights: [DEFAULT_WEIGHTS[0], DEFAULT_WEIGHTS[1], 0, 0],
  },
  { expr: 'd.stitch_count', weights: [1, 0, 0, 0] },
];

/** For each term `base` weighs, the machine's weight of it over the base's. */
const weightRatios = (m: MachineProfile, base: TimeBase): number[] => {
  const w = weightsOf(m);
  return base.weights.flatMap((a, i) => (a > 0 ? [w[i]! / a] : []));
};

/**
 * The most stitches, colour changes, trims and stops any library design has (Infinity: not
 * known; timePage reads the last three from the facet counts of migration 047). A bound may lean
 * on them: "no design has more than 11 colour changes" turns a loose factor into a tight line
 * plus a few minutes.
 */
export type TermMaxima = readonly [number, number, number, number];

/**
 * A line bounding the running time on a machine by a base key: descending, time ≤ slope × base +
 * offset for every library design; ascending, time ≥ slope × base − offset.
 */
export interface TimeLine {
  slope: number;
  offset: number;
}

/**
 * Sum of `residual(i) × maxima[i]` over the terms whose residual is positive (Infinity without
 * maxima). A residual within rounding of 0 (the term's own ratio) counts as 0.
 */
function offsetOf(residual: (i: number) => number, maxima: TermMaxima | null): number {
  let sum = 0;
  for (let i = 0; i < 4; i++) {
    const r = residual(i);
    if (r > 1e-12) sum += maxima ? r * maxima[i]! : Infinity;
  }
  return sum;
}

/**
 * The most a design's `base` key can be when its running time on `m` is under `maxMinutes` (as
 * `maxMinutesSql` tests it). For any β > 0, base = Σ aᵢxᵢ ≤ β × time + Σ max(0, aᵢ − β wᵢ) xᵢ,
 * and each xᵢ is at most its maximum in the library; the least of these over the β where a term
 * turns (aᵢ/wᵢ) is the limit. Without maxima only a β with no residual counts — the base at most
 * the time over the least weight ratio. Null when nothing bounds the base: the machine gives 0 s
 * to a term the base weighs and its maximum is not known.
 */
export function baseLimitOfMaxMinutes(
  m: MachineProfile,
  base: TimeBase,
  maxMinutes: number,
  maxima: TermMaxima | null = null,
): number | null {
  const w = weightsOf(m);
  const t = (maxMinutes + 0.05) * 60;
  let best = Infinity;
  base.weights.forEach((a, j) => {
    if (!(a > 0 && w[j]! > 0)) return;
    const beta = a / w[j]!;
    const limit = beta * t + offsetOf((i) => base.weights[i]! - beta * w[i]!, maxima);
    if (limit < best) best = limit;
  });
  return Number.isFinite(best) ? best : null;
}

/**
 * How a running time on `m` is bounded by an indexed order: a base and lines (`TimeLine`) that
 * hold for every library design. The base is the first of TIME_BASES with a line of offset 0 —
 * each term of the time weighs at least (ascending) or at most (descending) `slope` times its
 * weight in the base, a term the base weighs with 0 only adding to the time (fine for a lower
 * bound, ruling the base out for an upper one). With the library's maxima, a line for each
 * other ratio: descending, time ≤ ρ × base + Σ max(0, wᵢ − ρ aᵢ) × maxᵢ; ascending, time ≥ ρ ×
 * base − Σ max(0, ρ aᵢ − wᵢ) × maxᵢ. Where one term weighs much more on the machine than in the
 * base (colour changes at 60 s on a fast machine), that line is far tighter than the factor.
 * Null when no base bounds it. `bases`: those to choose from, in that order.
 */
export function timeBound(
  m: MachineProfile,
  order: 'asc' | 'desc',
  maxima: TermMaxima | null = null,
  bases: readonly TimeBase[] = TIME_BASES,
): { base: TimeBase; factor: number; lines: TimeLine[] } | null {
  const w = weightsOf(m);
  for (const base of bases) {
    const ratios = weightRatios(m, base);
    const usable = order === 'asc' || base.weights.every((a, i) => a > 0 || w[i] === 0);
    const factor = order === 'asc' ? Math.min(...ratios) : Math.max(...ratios);
    if (!(usable && factor > 0 && Number.isFinite(factor))) continue;
    const lines: TimeLine[] = [{ slope: factor, offset: 0 }];
    for (const rho of new Set(ratios)) {
      if (!(rho > 0) || rho === factor) continue;
      const residual = (i: number) =>
        order === 'desc' ? w[i]! - rho * base.weights[i]! : rho * base.weights[i]! - w[i]!;
      const offset = offsetOf(residual, maxima);
      if (Number.isFinite(offset)) lines.push({ slope: rho, offset });
    }
    return { base, factor, lines };
  }
  return null;
}

/**
 * The bound the lines put on the running time of a design whose base key is `b`: descending the
 * most it can run, ascending the least.
 */
export function timeEdge(lines: readonly TimeLine[], order: 'asc' | 'desc', b: number): number {
  return order === 'desc'
    ? Math.min(...lines.map((l) => l.slope * b + l.offset))
    : Math.max(...lines.map((l) => l.slope * b - l.offset));
}

/**
 * The base keys a design running `t` (descending: at least; ascending: at most) on the machine
 * can have: descending, base ≥ the result; ascending, base ≤ it.
 */
export function baseOfTime(lines: readonly TimeLine[], order: 'asc' | 'desc', t: number): number {
  return order === 'desc'
    ? Math.max(...lines.map((l) => (t - l.offset) / l.slope))
    : Math.min(...lines.map((l) => (t + l.offset) / l.slope));
}
