import type { RgbaImage } from './rgbaImage.ts';

const SHADOW_OPACITY = 0.4;

// Box blur of one line of `values` (stride `step`) with a running sum; `out` gets the result.
function blurLine(
  values: Float32Array,
  out: Float32Array,
  start: number,
  count: number,
  step: number,
  radius: number,
): void {
  let sum = 0;
  const window = 2 * radius + 1;
  for (let k = -radius; k <= radius; k++)
    sum += k >= 0 && k < count ? values[start + k * step]! : 0;
  for (let k = 0; k < count; k++) {
    out[start + k * step] = sum / window;
    const leaving = k - radius;
    const entering = k + radius + 1;
    if (leaving >= 0) sum -= values[start + leaving * step]!;
    if (entering < count) sum += values[start + entering * step]!;
  }
}

function shadowMask(image: RgbaImage, radius: number): Float32Array {
  const { width, height, data } = image;
  const shift = Math.max(1, Math.round(radius * 0.8));
  const mask = new Float32Array(width * height);
  // The thread's coverage moved down and right, away from the light in the upper left.
  for (let y = shift; y < height; y++) {
    for (let x = shift; x < width; x++)
      mask[y * width + x] = data[((y - shift) * width + x - shift) * 4 + 3]! / 255;
  }
  const blur = Math.max(1, Math.round(radius));
  const temp = new Float32Array(width * height);
  for (let y = 0; y < height; y++) blurLine(mask, temp, y * width, width, 1, blur);
  for (let x = 0; x < width; x++) blurLine(temp, mask, x, height, width, blur);
  return mask;
}

/**
 * Lays a soft shadow under the stitches, as raised thread casts on the fabric.
 * @param image stitches on a transparent background (changed in place and returned)
 * @param radius thread radius in pixels: sets the shadow's offset and softness
 */
export function dropShadow(image: RgbaImage, radius: number): RgbaImage {
  const mask = shadowMask(image, radius);
  const { data } = image;
  for (let i = 0, p = 0; i < mask.length; i++, p += 4) {
    const shadow = mask[i]! * SHADOW_OPACITY;
    if (shadow === 0) continue;
    const a = data[p + 3]! / 255;
    const alpha = a + shadow * (1 - a);
    // Thread over a black shadow: colour scales by the thread's share of the result.
    const keep = a / alpha;
    data[p] = data[p]! * keep;
    data[p + 1] = data[p + 1]! * keep;
    data[p + 2] = data[p + 2]! * keep;
    data[p + 3] = alpha * 255;
  }
  return image;
}
