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
 * The most a design's `base` key can be when its running time on `m` is under `maxMinutes` (as
 * `maxMinutesSql` tests it): every term of the time weighs at least `factor` times its weight in
 * the base (the least such ratio; terms the base leaves out only add), so the base is at most the
 * time's limit over that factor. Null when the machine gives 0 s to a term the base weighs: the
 * time then bounds nothing of the base.
 */
export function baseLimitOfMaxMinutes(
  m: MachineProfile,
  base: TimeBase,
  maxMinutes: number,
): number | null {
  const factor = Math.min(...weightRatios(m, base));
  if (!(factor > 0) || !Number.isFinite(factor)) return null;
  return ((maxMinutes + 0.05) * 60) / factor;
}

/**
 * How a running time on `m` is bounded by an indexed order: a base and a factor with
 * `time on m ≥ factor × base` for every design (ascending pages) or `time on m ≤ factor × base`
 * (descending). Each term of the time weighs at least (or at most) `factor` times its weight in
 * the base; a term the base weighs with 0 only adds to the time, which is fine for a lower
 * bound and rules the base out for an upper one. Null when no base bounds it.
 */
export function timeBound(
  m: MachineProfile,
  order: 'asc' | 'desc',
): { base: TimeBase; factor: number } | null {
  const w = weightsOf(m);
  for (const base of TIME_BASES) {
    const ratios = weightRatios(m, base);
    const usable = order === 'asc' || base.weights.every((a, i) => a > 0 || w[i] === 0);
    const factor = order === 'asc' ? Math.min(...ratios) : Math.max(...ratios);
    if (usable && factor > 0 && Number.isFinite(factor)) return { base, factor };
  }
  return null;
}
