import { canonicalPose } from './canonicalPose.ts';
import { GRID, ORIENTATION_TERMS } from './shapeGrid.ts';
import { mainPass, momentFrame } from './shapePass.ts';
import type { StitchSegments } from './stitchSegments.ts';

export { GRID, ORIENTATION_TERMS } from './shapeGrid.ts';

/** What the stitches look like, independent of where the design sits and how big it is. */
export interface ShapeFeatures {
  /** Thread length per grid cell, as shares summing to 1 (row-major, in the standard pose). */
  density: Float64Array;
  /** Stitch directions in the standard pose: see ORIENTATION_TERMS. */
  orientation: Float64Array;
  /** Sewn thread length of the segments in 0.1 mm. */
  threadLength: number;
  /** Size of the box around the segments in 0.1 mm. */
  width: number;
  height: number;
  /** Thread length of the segments per colour block. */
  blockLength: Float64Array;
}

function normaliseShares(values: Float64Array): void {
  let sum = 0;
  for (const v of values) sum += v;
  if (sum > 0) for (let i = 0; i < values.length; i++) values[i] = values[i]! / sum;
}

/**
 * Measures where the thread lies (a density grid around the design's centre of mass) and which
 * way it runs (the direction terms), both weighted by thread length so that splitting a
 * stitch in two changes nothing; also the segments' bounds and thread length per colour block.
 * @param s the sewn segments of a pattern (or a sample of them)
 */
export function shapeFeatures(s: StitchSegments): ShapeFeatures {
  const lengths = new Float64Array(s.count);
  for (let i = 0; i < s.count; i++) {
    const dx = s.x1[i]! - s.x0[i]!;
    const dy = s.y1[i]! - s.y0[i]!;
    lengths[i] = Math.sqrt(dx * dx + dy * dy);
  }
  const frame = momentFrame(s, lengths);
  const out = {
    density: new Float64Array(GRID * GRID),
    orientation: new Float64Array(ORIENTATION_TERMS),
    blockLength: new Float64Array(s.blockCount),
  };
  const [cubeX, cubeY] = mainPass(s, lengths, frame, out);
  const threadLength = frame.total;
  normaliseShares(out.density);
  if (threadLength > 0) {
    for (let i = 0; i < ORIENTATION_TERMS; i++)
      out.orientation[i] = out.orientation[i]! / threadLength;
  }
  const pose = canonicalPose(out.density, out.orientation, {
    elongation: (frame.varX - frame.varY) / (frame.varX + frame.varY),
    skewX: threadLength > 0 ? cubeX / threadLength / frame.varX ** 1.5 : 0,
    skewY: threadLength > 0 ? cubeY / threadLength / frame.varY ** 1.5 : 0,
  });
  return {
    density: pose.density,
    orientation: pose.orientation,
    threadLength,
    width: frame.width,
    height: frame.height,
    blockLength: out.blockLength,
  };
}
