import { COLOR_CHANGE, END, JUMP, STITCH, TRIM } from '../model/commands.ts';
import { PatternBuilder, type Pattern } from '../model/pattern.ts';

/** Options of `sampleFlower`. */
export interface SampleFlowerOptions {
  /** Roughly how many stitches to sew (default 5,000); the flower grows to sew them at a real density. */
  stitches?: number;
  /** Thread colours, 0xRRGGBB: petals, petal outlines, centre, stem. */
  colours?: readonly number[];
}

// Real densities in 0.1 mm: fill rows 0.4 mm apart with stitches up to 3.5 mm, satin passes 0.44 mm apart.
const ROW = 4;
const FILL_STITCH = 35;
const SATIN = 2.2;

type Frame = (a: number, b: number) => [number, number];

function moveTo(b: PatternBuilder, [x, y]: [number, number]): void {
  if (b.length > 0) b.add(b.xs[b.length - 1]!, b.ys[b.length - 1]!, TRIM);
  b.add(Math.round(x), Math.round(y), JUMP);
}

function sew(b: PatternBuilder, [x, y]: [number, number]): void {
  b.add(Math.round(x), Math.round(y), STITCH);
}

// Tatami fill: rows along local a, stacked along local b, each sewn in stitches of at most
// 3.5 mm whose needle points shift from row to row (the brick pattern of machine fills).
function fill(
  b: PatternBuilder,
  frame: Frame,
  halfHeight: number,
  span: (v: number) => [number, number] | undefined,
): void {
  let first = true;
  for (let row = 0, v = -halfHeight + ROW / 2; v < halfHeight; v += ROW, row++) {
    const range = span(v);
    if (!range) continue;
    const [from, to] = row % 2 === 0 ? range : [range[1], range[0]];
    if (first) moveTo(b, frame(from, v));
    first = false;
    const steps = Math.max(1, Math.ceil(Math.abs(to - from) / FILL_STITCH));
    const shift = ((row % 3) / 3) * (1 / steps);
    sew(b, frame(from, v));
    for (let s = 1; s <= steps; s++)
      sew(b, frame(from + (to - from) * Math.min(1, s / steps + (s < steps ? shift : 0)), v));
  }
}

// Satin column: zigzag across a path, `width` wide, each pass 0.22 mm further along it.
function satin(
  b: PatternBuilder,
  path: (t: number) => [number, number],
  length: number,
  width: number,
): void {
  const count = Math.max(2, Math.round(length / SATIN));
  for (let k = 0; k <= count; k++) {
    const t = k / count;
    const [x, y] = path(t);
    const [nx, ny] = path(Math.min(1, t + 1e-3));
    const [px, py] = path(Math.max(0, t - 1e-3));
    const d = Math.hypot(nx - px, ny - py) || 1;
    const side = (k % 2 === 0 ? 1 : -1) * (width / 2);
    const point: [number, number] = [x - ((ny - py) / d) * side, y + ((nx - px) / d) * side];
    if (k === 0) moveTo(b, point);
    sew(b, point);
  }
}

function petalFrame(angle: number): Frame {
  const c = Math.cos(angle);
  const s = Math.sin(angle);
  return (a, v) => [a * c - v * s, a * s + v * c];
}

function petals(b: PatternBuilder, radius: number, outlines: boolean): void {
  const inner = radius * 0.3;
  const length = radius * 0.7;
  const half = radius * 0.22;
  for (let p = 0; p < 8; p++) {
    const frame = petalFrame((Math.PI * p) / 4);
    if (!outlines) {
      fill(b, frame, half, (v) => {
        const cut = (length * Math.asin(Math.min(1, Math.abs(v) / half))) / Math.PI;
        return [inner + cut, inner + length - cut];
      });
      continue;
    }
    const edge = (t: number): [number, number] =>
      frame(
        inner + length * (t < 0.5 ? 2 * t : 2 - 2 * t),
        half * Math.sin(Math.PI * (t < 0.5 ? 2 * t : 2 - 2 * t)) * (t < 0.5 ? 1 : -1),
      );
    satin(b, edge, 2.6 * length, 30);
  }
}

function solveRadius(stitches: number): number {
  // Stitch count of the flower grows as 0.0158 R² + 6.3 R (fill area plus satin length).
  const a = 0.0158;
  const c = 6.3;
  return (-c + Math.sqrt(c * c + 4 * a * stitches)) / (2 * a);
}

/**
 * A deterministic flower for tests and benchmarks: tatami-filled petals with satin outlines, a
 * filled centre and a satin stem, at real stitch densities, so it sews about `stitches`
 * stitches with realistic stitch lengths, jumps, trims and colour changes.
 */
export function sampleFlower(options: SampleFlowerOptions = {}): Pattern {
  const radius = solveRadius(options.stitches ?? 5000);
  const colours = options.colours ?? [0xd7263d, 0x8c1c2b, 0xf2b807, 0x2e8b3e];
  const b = new PatternBuilder((options.stitches ?? 5000) + 1024);
  b.threads = colours.map((color) => ({ color }));
  const parts: (() => void)[] = [
    () => petals(b, radius, false),
    () => petals(b, radius, true),
    () =>
      fill(
        b,
        (a, v) => [a, v],
        radius * 0.3,
        (v) => {
          const w = Math.sqrt(Math.max(0, (radius * 0.3) ** 2 - v * v));
          return w > 0 ? [-w, w] : undefined;
        },
      ),
    () =>
      satin(b, (t) => [Math.sin(t * 6) * radius * 0.08, radius * (1 + 0.9 * t)], radius * 0.95, 25),
  ];
  parts.forEach((part, index) => {
    if (index > 0) b.add(b.xs[b.length - 1]!, b.ys[b.length - 1]!, COLOR_CHANGE);
    part();
  });
  b.add(b.xs[b.length - 1]!, b.ys[b.length - 1]!, END);
  return b.build();
}

/**
 * A copy of a pattern with every position multiplied by `factor` (rounded to 0.1 mm).
 * @param pattern the pattern to scale (not changed)
 */
export function scalePattern(pattern: Pattern, factor: number): Pattern {
  const xs = new Int32Array(pattern.length);
  const ys = new Int32Array(pattern.length);
  for (let i = 0; i < pattern.length; i++) {
    xs[i] = Math.round(pattern.xs[i]! * factor);
    ys[i] = Math.round(pattern.ys[i]! * factor);
  }
  return { ...pattern, xs, ys, commands: pattern.commands.slice(0, pattern.length) };
}
