import type { RgbaImage } from './rgbaImage.ts';
import { ACROSS_LEVELS, type ShadingTable } from './threadShading.ts';

/** One stitch in image pixels with its colour and shading row. */
export interface Stroke {
  ax: number;
  ay: number;
  ux: number;
  uy: number;
  length: number;
  radius: number;
  r: number;
  g: number;
  b: number;
  row: number;
}

// Blends one shaded pixel into straight (not premultiplied) RGBA.
function blend(
  data: Uint8ClampedArray,
  p: number,
  r: number,
  g: number,
  b: number,
  coverage: number,
): void {
  const below = data[p + 3]! / 255;
  if (coverage >= 1 || below === 0) {
    data[p] = r;
    data[p + 1] = g;
    data[p + 2] = b;
    data[p + 3] = coverage >= 1 ? 255 : coverage * 255;
    return;
  }
  const alpha = coverage + below * (1 - coverage);
  const keep = (below * (1 - coverage)) / alpha;
  const take = coverage / alpha;
  data[p] = r * take + data[p]! * keep;
  data[p + 1] = g * take + data[p + 1]! * keep;
  data[p + 2] = b * take + data[p + 2]! * keep;
  data[p + 3] = alpha * 255;
}

const span = new Float64Array(2);

// The pixels a row crosses: the line y = cy cut by the stitch's rectangle grown by the radius
// on every side (a little more than the rounded stitch; the distance test trims the corners).
// Writes [left, right] into `span`.
function rowSpan(s: Stroke, cy: number, reach: number): void {
  let lo = -Infinity;
  let hi = Infinity;
  const dy = cy - s.ay;
  // along(x) = (x − ax)·ux + dy·uy must lie in [−reach, length + reach].
  if (Math.abs(s.ux) > 1e-9) {
    const a = (-reach - dy * s.uy) / s.ux;
    const b = (s.length + reach - dy * s.uy) / s.ux;
    lo = Math.max(lo, Math.min(a, b));
    hi = Math.min(hi, Math.max(a, b));
  }
  // across(x) = −(x − ax)·uy + dy·ux must lie in [−reach, reach].
  if (Math.abs(s.uy) > 1e-9) {
    const a = (dy * s.ux - reach) / s.uy;
    const b = (dy * s.ux + reach) / s.uy;
    lo = Math.max(lo, Math.min(a, b));
    hi = Math.min(hi, Math.max(a, b));
  }
  span[0] = s.ax + lo;
  span[1] = s.ax + hi;
}

function drawRow(
  image: RgbaImage,
  s: Stroke,
  y: number,
  reach: number,
  shading: ShadingTable,
): void {
  const { data, width } = image;
  const x0 = Math.max(0, Math.floor(span[0]!));
  const x1 = Math.min(width - 1, Math.ceil(span[1]!));
  const py = y + 0.5 - s.ay;
  const px0 = x0 + 0.5 - s.ax;
  // Position along and across the stitch, stepped pixel by pixel.
  let along = px0 * s.ux + py * s.uy;
  let across = py * s.ux - px0 * s.uy;
  const acrossScale = (ACROSS_LEVELS - 1) / (2 * s.radius);
  const endFade = 1 / Math.max(s.radius * 1.5, 0.75);
  for (let x = x0, p = (y * width + x0) * 4; x <= x1; x++, p += 4, along += s.ux, across -= s.uy) {
    const beyond = along < 0 ? -along : along > s.length ? along - s.length : 0;
    const distance =
      beyond > 0 ? Math.sqrt(beyond * beyond + across * across) : across < 0 ? -across : across;
    const coverage = reach - distance;
    if (coverage <= 0) continue;
    // Where the thread dives into the fabric it is shaded darker.
    const toEnd = (along < s.length - along ? along : s.length - along) + s.radius;
    const depth = toEnd <= 0 ? 0.72 : toEnd * endFade >= 1 ? 1 : 0.72 + 0.28 * toEnd * endFade;
    const level = (across + s.radius) * acrossScale;
    const cell =
      s.row + (level <= 0 ? 0 : level >= ACROSS_LEVELS - 1 ? ACROSS_LEVELS - 1 : (level + 0.5) | 0);
    const light = shading.brightness[cell]! * depth;
    const white = shading.highlight[cell]! * depth * 255;
    blend(data, p, s.r * light + white, s.g * light + white, s.b * light + white, coverage);
  }
}

/**
 * Draws one stitch as a shaded, anti-aliased thread over what is already in the image.
 * @param image straight-alpha RGBA, changed in place
 * @param s the stitch in pixels
 * @param shading the table from buildShadingTable
 */
export function drawStroke(image: RgbaImage, s: Stroke, shading: ShadingTable): void {
  const reach = s.radius + 0.5;
  const endY = s.ay + s.uy * s.length;
  const minY = Math.max(0, Math.floor(Math.min(s.ay, endY) - reach));
  const maxY = Math.min(image.height - 1, Math.ceil(Math.max(s.ay, endY) + reach));
  for (let y = minY; y <= maxY; y++) {
    rowSpan(s, y + 0.5, reach);
    if (span[1]! >= span[0]!) drawRow(image, s, y, reach, shading);
  }
}
