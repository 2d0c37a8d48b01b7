import type { Point } from './stitchWriter.ts';

/** Closed outlines and stroke paths of the generated motifs, centred on (0, 0), in 0.1 mm. */

const around = (n: number, radius: (a: number) => number): Point[] =>
  Array.from({ length: n }, (_, i) => {
    const a = (2 * Math.PI * i) / n - Math.PI / 2;
    const r = radius(a);
    return [r * Math.cos(a), r * Math.sin(a)];
  });

export const circle = (r: number): Point[] => around(72, () => r);

export const ellipse = (rx: number, ry: number): Point[] =>
  Array.from({ length: 72 }, (_, i) => {
    const a = (2 * Math.PI * i) / 72;
    return [rx * Math.cos(a), ry * Math.sin(a)];
  });

export const regularPolygon = (sides: number, r: number): Point[] => around(sides, () => r);

export function star(points: number, outer: number, inner: number): Point[] {
  return around(points * 2, (a) => {
    const i = Math.round(((a + Math.PI / 2) * points) / Math.PI);
    return i % 2 === 0 ? outer : inner;
  });
}

/** A heart (the classic parametric curve), `size` across. */
export const heart = (size: number): Point[] =>
  Array.from({ length: 90 }, (_, i) => {
    const t = (2 * Math.PI * i) / 90;
    const x = 16 * Math.sin(t) ** 3;
    const y = 13 * Math.cos(t) - 5 * Math.cos(2 * t) - 2 * Math.cos(3 * t) - Math.cos(4 * t);
    return [(x * size) / 34, (-y * size) / 34];
  });

/** A leaf: two arcs meeting in points, `length` long, pointing along `angle`. */
export function leaf(length: number, width: number, angle = 0): Point[] {
  const c = Math.cos(angle);
  const s = Math.sin(angle);
  const half = Array.from({ length: 24 }, (_, i) => {
    const t = i / 23;
    return [(t - 0.5) * length, Math.sin(Math.PI * t) * (width / 2)] as const;
  });
  const pts = [
    ...half,
    ...half
      .slice(1, -1)
      .reverse()
      .map(([x, y]) => [x, -y] as const),
  ];
  return pts.map(([x, y]) => [x * c - y * s, x * s + y * c]);
}

/** A petal flower outline: `petals` lobes between `inner` and `outer`. */
export const flowerOutline = (petals: number, outer: number, inner: number): Point[] =>
  around(120, (a) => inner + (outer - inner) * Math.abs(Math.cos((a * petals) / 2)));

/** A wave across `width`: a sine polyline for satin columns. */
export const wave = (width: number, amplitude: number, periods: number, y = 0): Point[] =>
  Array.from({ length: 60 }, (_, i) => {
    const t = i / 59;
    return [(t - 0.5) * width, y + amplitude * Math.sin(2 * Math.PI * periods * t)];
  });

/** A spiral polyline from the centre out to `radius`. */
export const spiral = (radius: number, turns: number): Point[] =>
  Array.from({ length: 40 * turns }, (_, i) => {
    const t = i / (40 * turns - 1);
    const a = 2 * Math.PI * turns * t;
    return [radius * t * Math.cos(a), radius * t * Math.sin(a)];
  });

/** Moves and scales points. */
export const place = (points: readonly Point[], dx: number, dy: number, scale = 1): Point[] =>
  points.map(([x, y]) => [x * scale + dx, y * scale + dy]);
