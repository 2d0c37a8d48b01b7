import { GRID } from './shapeGrid.ts';
import type { StitchSegments } from './stitchSegments.ts';

/** Centre, spread, size and thread length of a design, from its length-weighted moments. */
export interface Frame {
  cx: number;
  cy: number;
  varX: number;
  varY: number;
  /** Design units per grid cell. */
  cell: number;
  /** Thread length of the segments. */
  total: number;
  /** Box around the segments. */
  width: number;
  height: number;
}

/**
 * Centre and spread from the length-weighted moments of the stitches: a stray long stitch moves
 * them much less than it moves a bounding box. The grid spans ±2 standard deviations of the
 * wider axis, so the aspect ratio is kept.
 */
export function momentFrame(s: StitchSegments, lengths: Float64Array): Frame {
  let [total, sx, sy, sxx, syy] = [0, 0, 0, 0, 0];
  let [minX, minY, maxX, maxY] = [Infinity, Infinity, -Infinity, -Infinity];
  for (let i = 0; i < s.count; i++) {
    const x0 = s.x0[i]!;
    const y0 = s.y0[i]!;
    const x1 = s.x1[i]!;
    const y1 = s.y1[i]!;
    const mx = (x0 + x1) * 0.5;
    const my = (y0 + y1) * 0.5;
    const w = lengths[i]!;
    total += w;
    sx += w * mx;
    sy += w * my;
    sxx += w * mx * mx;
    syy += w * my * my;
    minX = x0 < minX ? x0 : minX;
    minX = x1 < minX ? x1 : minX;
    maxX = x0 > maxX ? x0 : maxX;
    maxX = x1 > maxX ? x1 : maxX;
    minY = y0 < minY ? y0 : minY;
    minY = y1 < minY ? y1 : minY;
    maxY = y0 > maxY ? y0 : maxY;
    maxY = y1 > maxY ? y1 : maxY;
  }
  if (total === 0)
    return { cx: 0, cy: 0, varX: 1, varY: 1, cell: 1, total: 0, width: 0, height: 0 };
  const cx = sx / total;
  const cy = sy / total;
  const varX = Math.max(sxx / total - cx * cx, 1);
  const varY = Math.max(syy / total - cy * cy, 1);
  const cell = (4 * Math.sqrt(Math.max(varX, varY))) / GRID;
  return { cx, cy, varX, varY, cell, total, width: maxX - minX, height: maxY - minY };
}

// Adds `weight` at grid position (gx, gy), shared bilinearly between the four nearest cell
// centres so that a small shift moves weight smoothly instead of jumping cells.
function depositBilinear(grid: Float64Array, gx: number, gy: number, weight: number): void {
  const fx = gx < 0.5 ? 0 : gx > GRID - 0.5 ? GRID - 1 : gx - 0.5;
  const fy = gy < 0.5 ? 0 : gy > GRID - 0.5 ? GRID - 1 : gy - 0.5;
  const ix = fx >= GRID - 1 ? GRID - 2 : fx | 0;
  const iy = fy >= GRID - 1 ? GRID - 2 : fy | 0;
  const tx = fx - ix;
  const ty = fy - iy;
  const row = iy * GRID + ix;
  grid[row] = grid[row]! + weight * (1 - tx) * (1 - ty);
  grid[row + 1] = grid[row + 1]! + weight * tx * (1 - ty);
  grid[row + GRID] = grid[row + GRID]! + weight * (1 - tx) * ty;
  grid[row + GRID + 1] = grid[row + GRID + 1]! + weight * tx * ty;
}

// Adds a stitch's direction as cos/sin of 2θ, 4θ and 6θ, from its vector alone (no
// trigonometry: the double-angle formulas).
function depositOrientation(terms: Float64Array, dx: number, dy: number, length: number): void {
  const inverse = 1 / length;
  const c2 = (dx * dx - dy * dy) * inverse;
  const s2 = 2 * dx * dy * inverse;
  const c4 = (c2 * c2 - s2 * s2) * inverse;
  const s4 = 2 * c2 * s2 * inverse;
  // c2, s2 carry the weight `length` once; c4, s4 and the 6θ terms are scaled back to it.
  terms[0] = terms[0]! + c2;
  terms[1] = terms[1]! + s2;
  terms[2] = terms[2]! + c4;
  terms[3] = terms[3]! + s4;
  terms[4] = terms[4]! + (c4 * c2 - s4 * s2) * inverse;
  terms[5] = terms[5]! + (s4 * c2 + c4 * s2) * inverse;
}

/**
 * The main pass over the segments: fills the density grid (bilinear), the direction terms and
 * the thread length per colour block. Long stitches are sampled every half cell so their
 * thread lands in every cell they cross.
 * @returns the length-weighted sums of cubed offsets from the centre, [x, y] (for skewness)
 */
export function mainPass(
  s: StitchSegments,
  lengths: Float64Array,
  frame: Frame,
  out: { density: Float64Array; orientation: Float64Array; blockLength: Float64Array },
): [number, number] {
  const { density, orientation, blockLength } = out;
  const perCell = 1 / frame.cell;
  let [cubeX, cubeY] = [0, 0];
  for (let i = 0; i < s.count; i++) {
    const px = s.x0[i]! - frame.cx;
    const py = s.y0[i]! - frame.cy;
    const dx = s.x1[i]! - s.x0[i]!;
    const dy = s.y1[i]! - s.y0[i]!;
    const length = lengths[i]!;
    const block = s.block[i]!;
    blockLength[block] = blockLength[block]! + length;
    depositOrientation(orientation, dx, dy, length);
    const pieces = 2 * length > frame.cell ? Math.ceil(2 * length * perCell) : 1;
    const weight = length / pieces;
    for (let k = 0; k < pieces; k++) {
      const t = (k + 0.5) / pieces;
      const x = px + dx * t;
      const y = py + dy * t;
      cubeX += weight * x * x * x;
      cubeY += weight * y * y * y;
      depositBilinear(density, x * perCell + GRID / 2, y * perCell + GRID / 2, weight);
    }
  }
  return [cubeX, cubeY];
}
