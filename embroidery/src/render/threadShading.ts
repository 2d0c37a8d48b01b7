// Light and shade of a thread seen as a cylinder lying on the fabric, lit from the upper left.
// A stitch's look depends only on where a pixel sits across it and on the stitch's direction
// relative to the light, so both are tabulated once: the rasteriser only looks values up.

const LIGHT = normalise([-0.45, -0.6, 0.66]);
const HALF = normalise([LIGHT[0], LIGHT[1], LIGHT[2] + 1]);
const AMBIENT = 0.32;
const DIFFUSE = 0.78;
const SHININESS = 18;
const SPECULAR = 0.38;

/** Levels of the stitch direction (the normal's dot product with the light) in the table. */
export const DIRECTION_LEVELS = 32;
/** Levels across the thread, from one edge (0) to the other. */
export const ACROSS_LEVELS = 64;

function normalise(v: [number, number, number]): [number, number, number] {
  const n = Math.hypot(v[0], v[1], v[2]);
  return [v[0] / n, v[1] / n, v[2] / n];
}

/** Brightness (multiplies the thread colour) and highlight (adds white) per direction and position. */
export interface ShadingTable {
  brightness: Float32Array;
  highlight: Float32Array;
}

const LIGHT_XY = Math.hypot(LIGHT[0], LIGHT[1]);
// Centre of a thread facing the viewer keeps its true colour.
const FLAT = AMBIENT + DIFFUSE * LIGHT[2];

function shade(q: number, s: number): [number, number] {
  const nz = Math.sqrt(Math.max(0, 1 - s * s));
  // q is the stitch normal's component along the light's direction in the image plane.
  const lambert = Math.max(0, s * q * LIGHT_XY + nz * LIGHT[2]);
  const hDotXY = (q * LIGHT_XY * HALF[0]) / (LIGHT[0] || 1);
  const specular = Math.max(0, s * hDotXY + nz * HALF[2]) ** SHININESS;
  // Neighbouring threads and the fabric hide part of the light near the edges, whichever side.
  const occlusion = 0.55 + 0.45 * Math.sqrt(nz);
  return [((AMBIENT + DIFFUSE * lambert) * occlusion) / FLAT, SPECULAR * specular];
}

/** Builds the shading table (a few thousand entries; built once per process). */
export function buildShadingTable(): ShadingTable {
  const brightness = new Float32Array(DIRECTION_LEVELS * ACROSS_LEVELS);
  const highlight = new Float32Array(DIRECTION_LEVELS * ACROSS_LEVELS);
  for (let d = 0; d < DIRECTION_LEVELS; d++) {
    const q = (2 * d) / (DIRECTION_LEVELS - 1) - 1;
    for (let a = 0; a < ACROSS_LEVELS; a++) {
      const s = (2 * a) / (ACROSS_LEVELS - 1) - 1;
      const [b, h] = shade(q, s);
      brightness[d * ACROSS_LEVELS + a] = b;
      highlight[d * ACROSS_LEVELS + a] = h;
    }
  }
  return { brightness, highlight };
}

/**
 * The table row for a stitch whose unit normal in the image is (nx, ny).
 * @returns the offset of the row in the table
 */
export function directionRow(nx: number, ny: number): number {
  const q = (nx * LIGHT[0] + ny * LIGHT[1]) / LIGHT_XY;
  const level = Math.round(((q + 1) / 2) * (DIRECTION_LEVELS - 1));
  return Math.min(Math.max(level, 0), DIRECTION_LEVELS - 1) * ACROSS_LEVELS;
}

let meanLights: Float32Array | undefined;

function buildMeanLights(): Float32Array {
  const table = buildShadingTable();
  const means = new Float32Array(DIRECTION_LEVELS).map((_, d) => {
    let sum = 0;
    for (let a = 0; a < ACROSS_LEVELS; a++) {
      sum += table.brightness[d * ACROSS_LEVELS + a]! + table.highlight[d * ACROSS_LEVELS + a]!;
    }
    return sum / ACROSS_LEVELS;
  });
  const min = Math.min(...means);
  const max = Math.max(...means);
  return means.map((m) => (m - min) / (max - min));
}

/**
 * How much a stitch whose unit normal in the image is (nx, ny) catches the light, from 0 (a
 * thread lying along the light, dullest) to 1 (across it, showing its lit flank): the average
 * of the shading table across the thread, for renderers that shade whole stitches.
 */
export function threadLight(nx: number, ny: number): number {
  meanLights ??= buildMeanLights();
  return meanLights[directionRow(nx, ny) / ACROSS_LEVELS]!;
}
