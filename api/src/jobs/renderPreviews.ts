import { rasterise, type Pattern, type RgbaImage } from '@stickerei/embroidery';
import { encodePngNode } from '@stickerei/embroidery/node';

/**
 * Halves an image (2×2 pixel averages), weighting colours by their alpha so the thread's edges
 * against the transparent background keep their colour.
 */
export function halve(image: RgbaImage): RgbaImage {
  const width = Math.max(1, image.width >> 1);
  const height = Math.max(1, image.height >> 1);
  const src = image.data;
  const data = new Uint8ClampedArray(width * height * 4);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      let [r, g, b, a] = [0, 0, 0, 0];
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

/**
 * PNG previews at every size: the largest is rendered, each smaller one that is half of a
 * larger one is averaged down from it (rendering costs per stitch, so this renders once);
 * any other size is rendered on its own.
 */
export function renderPreviews(
  pattern: Pattern,
  sizes: readonly number[],
): Array<{ size: number; png: Uint8Array }> {
  const wanted = new Set(sizes);
  const images = new Map<number, RgbaImage>();
  for (const size of [...wanted].sort((a, b) => b - a)) {
    const larger = images.get(size * 2);
    images.set(size, larger ? halve(larger) : rasterise(pattern, { size }));
  }
  return sizes.map((size) => ({ size, png: encodePngNode(images.get(size)!) }));
}
