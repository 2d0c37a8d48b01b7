import type { Pattern } from '../model/pattern.ts';
import { stitchSegments } from './stitchSegments.ts';

/**
 * The motif print of a design: where its thread lies on a fine grid over the box of its
 * stitches. Two files of one motif (the same design saved in another format: long stitches split
 * differently, coordinates rounded to another unit) give nearly the same print; two different
 * motifs of one size and density rarely do, where the coarse similarity vector (a 4 × 4 grid,
 * made for "similar designs") cannot tell them apart. Used to decide "the same motif" when files
 * are grouped into designs (docs/processing.md "Joining").
 */
export const MOTIF_PRINT_GRID = 16;
const CELLS = MOTIF_PRINT_GRID * MOTIF_PRINT_GRID;
const SCALE = 0xffff;

/**
 * The print as `MOTIF_PRINT_GRID`² little-endian uint16 values: the square roots of each cell's
 * share of the thread length (so the print has length 1 and Euclidean distance between prints is
 * the Hellinger distance between the distributions, 0 to √2), scaled to 0–65535. Each stitch's
 * length is spread along its path in steps of at most half a cell, so splitting a stitch changes
 * nothing. Empty (all zeros) for a pattern that sews nothing.
 */
export function motifPrint(pattern: Pattern): Uint8Array {
  const s = stitchSegments(pattern);
  const out = new Uint8Array(CELLS * 2);
  if (s.count === 0) return out;
  let [minX, minY, maxX, maxY] = [Infinity, Infinity, -Infinity, -Infinity];
  for (let i = 0; i < s.count; i++) {
    minX = Math.min(minX, s.x0[i]!, s.x1[i]!);
    maxX = Math.max(maxX, s.x0[i]!, s.x1[i]!);
    minY = Math.min(minY, s.y0[i]!, s.y1[i]!);
    maxY = Math.max(maxY, s.y0[i]!, s.y1[i]!);
  }
  // A line of stitches (no width or height) still spreads over the grid along its length.
  const cellW = Math.max(maxX - minX, 1) / MOTIF_PRINT_GRID;
  const cellH = Math.max(maxY - minY, 1) / MOTIF_PRINT_GRID;
  const step = Math.min(cellW, cellH) / 2;
  const shares = new Float64Array(CELLS);
  let total = 0;
  const cell = (v: number, min: number, size: number) =>
    Math.min(MOTIF_PRINT_GRID - 1, Math.max(0, Math.floor((v - min) / size)));
  for (let i = 0; i < s.count; i++) {
    const [x0, y0, x1, y1] = [s.x0[i]!, s.y0[i]!, s.x1[i]!, s.y1[i]!];
    const length = Math.hypot(x1 - x0, y1 - y0);
    const parts = Math.max(1, Math.ceil(length / step));
    const share = length / parts;
    for (let k = 0; k < parts; k++) {
      const t = (k + 0.5) / parts;
      const column = cell(x0 + (x1 - x0) * t, minX, cellW);
      const row = cell(y0 + (y1 - y0) * t, minY, cellH);
      shares[row * MOTIF_PRINT_GRID + column]! += share;
    }
    total += length;
  }
  const view = new DataView(out.buffer);
  for (let i = 0; i < CELLS; i++)
    view.setUint16(i * 2, Math.round(Math.sqrt(shares[i]! / total) * SCALE), true);
  return out;
}

function values(print: Uint8Array): Float64Array {
  if (print.length !== CELLS * 2) throw new RangeError(`a motif print has ${CELLS * 2} bytes`);
  const view = new DataView(print.buffer, print.byteOffset, print.byteLength);
  return Float64Array.from({ length: CELLS }, (_, i) => view.getUint16(i * 2, true) / SCALE);
}

// Where cell (row, column) of the other print lies after each of the eight turns and mirrors.
const TRANSFORMS: Uint16Array[] = [0, 1, 2, 3, 4, 5, 6, 7].map((k) => {
  const map = new Uint16Array(CELLS);
  const last = MOTIF_PRINT_GRID - 1;
  for (let r = 0; r < MOTIF_PRINT_GRID; r++)
    for (let c = 0; c < MOTIF_PRINT_GRID; c++) {
      let [row, column] = k >= 4 ? [c, r] : [r, c];
      if (k & 2) column = last - column;
      if (k & 1) row = last - row;
      map[r * MOTIF_PRINT_GRID + c] = row * MOTIF_PRINT_GRID + column;
    }
  return map;
});

/**
 * Distance of two motif prints, 0 (the same) to √2: the smallest over the eight turns and
 * mirrors of the second, so a file whose format stores the design turned or mirrored matches.
 */
export function motifPrintDistance(a: Uint8Array, b: Uint8Array): number {
  const [va, vb] = [values(a), values(b)];
  let best = Infinity;
  for (const map of TRANSFORMS) {
    let sum = 0;
    for (let i = 0; i < CELLS && sum < best; i++) sum += (va[i]! - vb[map[i]!]!) ** 2;
    best = Math.min(best, sum);
  }
  return Math.sqrt(best);
}
