import { GRID, ORIENTATION_TERMS } from './shapeGrid.ts';

/** How a design's thread is spread: from its second and third moments about its centre. */
export interface PoseMoments {
  /** (σx² − σy²) / (σx² + σy²): positive when wider than tall. */
  elongation: number;
  /** Skewness along x and y: which side carries more thread. */
  skewX: number;
  skewY: number;
}

// Below these values a decision is blended rather than taken, so that a design that is nearly
// as wide as tall (or nearly symmetric) does not jump between poses with the smallest change.
const ELONGATION_BLEND = 0.12;
const SKEW_BLEND = 0.15;

function keep(value: number, blend: number): number {
  return Math.min(1, Math.max(0, 0.5 + value / (2 * blend)));
}

// Signs of the direction terms (cos, sin of 2θ, 4θ, 6θ) after x ↔ y (θ → 90° − θ) and after
// a mirror (θ → −θ).
const TRANSPOSE_SIGNS = [-1, 1, 1, -1, -1, 1];
const MIRROR_SIGNS = [1, -1, 1, -1, 1, -1];

/** One of the eight turns and mirrors of the grid: where each cell goes, how each term's sign changes. */
interface Pose {
  cells: Uint8Array;
  signs: Int8Array;
}

function makePose(transpose: boolean, mirrorX: boolean, mirrorY: boolean): Pose {
  const cells = new Uint8Array(GRID * GRID);
  for (let r = 0; r < GRID; r++) {
    for (let c = 0; c < GRID; c++) {
      const row = transpose ? c : r;
      const col = transpose ? r : c;
      cells[r * GRID + c] =
        (mirrorY ? GRID - 1 - row : row) * GRID + (mirrorX ? GRID - 1 - col : col);
    }
  }
  // Mirroring both axes is a half turn, which leaves stitch directions as they were.
  const mirror = mirrorX !== mirrorY;
  const signs = Int8Array.from(
    { length: ORIENTATION_TERMS },
    (_, i) => (transpose ? TRANSPOSE_SIGNS[i]! : 1) * (mirror ? MIRROR_SIGNS[i]! : 1),
  );
  return { cells, signs };
}

// Indexed by transpose * 4 + mirrorX * 2 + mirrorY.
const POSES: Pose[] = [0, 1, 2, 3, 4, 5, 6, 7].map((k) =>
  makePose(k >= 4, (k & 2) !== 0, (k & 1) !== 0),
);

function addPose(
  pose: Pose,
  weight: number,
  from: { density: Float64Array; orientation: Float64Array },
  to: { density: Float64Array; orientation: Float64Array },
): void {
  for (let i = 0; i < GRID * GRID; i++) {
    const cell = pose.cells[i]!;
    to.density[cell] = to.density[cell]! + weight * from.density[i]!;
  }
  for (let i = 0; i < ORIENTATION_TERMS; i++)
    to.orientation[i] = to.orientation[i]! + weight * pose.signs[i]! * from.orientation[i]!;
}

/**
 * Turns and mirrors a design's density grid and stitch direction terms into a standard pose:
 * wider than tall, heavier on the right and at the bottom. A design stored turned by 90° or
 * mirrored (formats differ in how they face the hoop) then gets the same features. Decisions
 * close to a tie are blended, so the result changes smoothly with the design.
 * @param moments elongation and skewness measured on the untransformed design
 */
export function canonicalPose(
  density: Float64Array,
  orientation: Float64Array,
  moments: PoseMoments,
): { density: Float64Array; orientation: Float64Array } {
  const out = {
    density: new Float64Array(GRID * GRID),
    orientation: new Float64Array(ORIENTATION_TERMS),
  };
  const noTranspose = keep(moments.elongation, ELONGATION_BLEND);
  for (let transpose = 0; transpose < 2; transpose++) {
    const wT = transpose ? 1 - noTranspose : noTranspose;
    if (wT === 0) continue;
    // After x ↔ y, the skew that decides the horizontal mirror is the one measured along y.
    const noMirrorX = keep(transpose ? moments.skewY : moments.skewX, SKEW_BLEND);
    const noMirrorY = keep(transpose ? moments.skewX : moments.skewY, SKEW_BLEND);
    for (let mirrorX = 0; mirrorX < 2; mirrorX++) {
      for (let mirrorY = 0; mirrorY < 2; mirrorY++) {
        const w =
          wT * (mirrorX ? 1 - noMirrorX : noMirrorX) * (mirrorY ? 1 - noMirrorY : noMirrorY);
        if (w > 0)
          addPose(POSES[transpose * 4 + mirrorX * 2 + mirrorY]!, w, { density, orientation }, out);
      }
    }
  }
  return out;
}
