import type { Pattern } from './pattern.ts';

/** Bounding box `[minX, minY, maxX, maxY]` in 0.1 mm. */
export type Extents = [minX: number, minY: number, maxX: number, maxY: number];

/**
 * The box around every position of a pattern, commands included (as pyembroidery's `bounds`),
 * or `[0, 0, 0, 0]` for a pattern without positions.
 */
export function patternExtents(pattern: Pattern): Extents {
  const { xs, ys, length } = pattern;
  if (length === 0) return [0, 0, 0, 0];
  let minX = xs[0]!;
  let minY = ys[0]!;
  let maxX = minX;
  let maxY = minY;
  for (let i = 1; i < length; i++) {
    const x = xs[i]!;
    const y = ys[i]!;
    if (x < minX) minX = x;
    else if (x > maxX) maxX = x;
    if (y < minY) minY = y;
    else if (y > maxY) maxY = y;
  }
  return [minX, minY, maxX, maxY];
}
