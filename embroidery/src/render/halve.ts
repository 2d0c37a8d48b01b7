import type { RgbaImage } from './rgbaImage.ts';

/**
 * Halves an image (2×2 pixel averages), weighting colours by their alpha so the thread's edges
 * against a transparent background keep their colour instead of darkening.
 * @param image straight-alpha RGBA
 * @returns a new image of half the width and height (at least 1 × 1)
 */
export function halveImage(image: RgbaImage): RgbaImage {
  const width = Math.max(1, image.width >> 1);
  const height = Math.max(1, image.height >> 1);
  const src = image.data;
  const data = new Uint8ClampedArray(width * height * 4);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      let r = 0;
      let g = 0;
      let b = 0;
      let a = 0;
      for (let dy = 0; dy < 2; dy++) {
        const row = Math.min(2 * y + dy, image.height - 1) * image.width;
        for (let dx = 0; dx < 2; dx++) {
          const p = (row + Math.min(2 * x + dx, image.width - 1)) * 4;
          const alpha = src[p + 3]!;
          r += src[p]! * alpha;
          g += src[p + 1]! * alpha;
          b += src[p + 2]! * alpha;
          a += alpha;
        }
      }
      const q = (y * width + x) * 4;
      if (a > 0) {
        data[q] = r / a;
        data[q + 1] = g / a;
        data[q + 2] = b / a;
      }
      data[q + 3] = a / 4;
    }
  }
  return { width, height, data };
}
