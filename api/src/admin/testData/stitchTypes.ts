import type { Point, StitchWriter } from './stitchWriter.ts';

// Densities of machine embroidery in 0.1 mm: fill rows 0.4 mm apart in stitches up to 3.5 mm,
// satin passes 0.25 mm apart, running stitches 2.5 mm.
const ROW = 4;
const FILL_STITCH = 35;
const SATIN_SPACING = 2.5;
const RUN_STITCH = 25;

const rotate = ([x, y]: Point, c: number, s: number): Point => [x * c - y * s, x * s + y * c];

/** Where a horizontal line at `y` crosses the polygon's edges, sorted (even-odd pairs). */
function crossings(polygon: readonly Point[], y: number): number[] {
  const xs: number[] = [];
  for (let i = 0; i < polygon.length; i++) {
    const [x0, y0] = polygon[i]!;
    const [x1, y1] = polygon[(i + 1) % polygon.length]!;
    if (y0 <= y === y1 <= y) continue;
    xs.push(x0 + ((y - y0) / (y1 - y0)) * (x1 - x0));
  }
  return xs.sort((a, b) => a - b);
}

/**
 * Tatami fill of a polygon at `angle`: rows 0.4 mm apart sewn back and forth, stitches up to
 * 3.5 mm whose needle points shift row by row (the brick look of machine fills).
 */
export function fill(w: StitchWriter, polygon: readonly Point[], angle: number): void {
  const c = Math.cos(angle);
  const s = Math.sin(angle);
  const local = polygon.map((p) => rotate(p, c, -s));
  const ys = local.map((p) => p[1]);
  const back = (p: Point) => rotate(p, c, s);
  let row = 0;
  for (let y = Math.min(...ys) + ROW / 2; y < Math.max(...ys); y += ROW, row++) {
    const xs = crossings(local, y);
    const spans: Array<[number, number]> = [];
    for (let i = 0; i + 1 < xs.length; i += 2) spans.push([xs[i]!, xs[i + 1]!]);
    if (row % 2 === 1) spans.reverse().forEach((span) => span.reverse());
    for (const [from, to] of spans) {
      const start = back([from, y]);
      if (!w.near(start)) w.moveTo(start);
      w.sew(start);
      const steps = Math.max(1, Math.ceil(Math.abs(to - from) / FILL_STITCH));
      const shift = ((row % 3) / 3) * ((to - from) / steps);
      for (let k = 1; k < steps; k++) w.sew(back([from + ((to - from) * k) / steps + shift, y]));
      w.sew(back([to, y]));
    }
  }
}

/** Running stitch around a closed polygon (an outline). */
export function outline(w: StitchWriter, polygon: readonly Point[], repeat = 1): void {
  w.moveTo(polygon[0]!);
  w.sew(polygon[0]!);
  for (let r = 0; r < repeat; r++) {
    for (let i = 1; i <= polygon.length; i++) w.sewLine(polygon[i % polygon.length]!, RUN_STITCH);
  }
}

/** Points along a polyline every `spacing` (about), each with the unit normal of the path there. */
function along(path: readonly Point[], spacing: number): Array<{ p: Point; n: Point }> {
  const points: Point[] = [path[0]!];
  for (let i = 0; i + 1 < path.length; i++) {
    const [x0, y0] = path[i]!;
    const [x1, y1] = path[i + 1]!;
    const steps = Math.max(1, Math.round(Math.hypot(x1 - x0, y1 - y0) / spacing));
    for (let k = 1; k <= steps; k++)
      points.push([x0 + ((x1 - x0) * k) / steps, y0 + ((y1 - y0) * k) / steps]);
  }
  // Normals from a few points either side, so a column turns smoothly at the path's corners.
  const reach = 6;
  return points.map((p, i) => {
    const [ax, ay] = points[Math.max(0, i - reach)]!;
    const [bx, by] = points[Math.min(points.length - 1, i + reach)]!;
    const length = Math.hypot(bx - ax, by - ay) || 1;
    return { p, n: [-(by - ay) / length, (bx - ax) / length] as Point };
  });
}

/** A satin column `width` wide along a polyline: a zigzag from side to side. */
export function satin(w: StitchWriter, path: readonly Point[], width: number): void {
  const points = along(path, SATIN_SPACING);
  points.forEach(({ p, n }, k) => {
    const side = ((k % 2 === 0 ? 1 : -1) * width) / 2;
    const point: Point = [p[0] + n[0] * side, p[1] + n[1] * side];
    if (k === 0) w.moveTo(point);
    w.sew(point);
  });
}
