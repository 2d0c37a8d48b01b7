import type { Pattern } from '../model/pattern.ts';
import { halveImage } from './halve.ts';
import { rasterise } from './rasterise.ts';
import type { RenderOptions } from './renderOptions.ts';
import type { RgbaImage } from './rgbaImage.ts';

/**
 * Previews up to this side are rasterised at twice their size and halved; larger ones at their
 * own size (twice 1024 would cost four times the pixels for a difference nobody sees).
 */
export const MAX_OVERSAMPLED_SIDE = 1024;

/** How to render previews: everything of RenderOptions but the image size. */
export type PreviewOptions = Omit<RenderOptions, 'size' | 'width' | 'height'>;

/** One square preview image. */
export interface PreviewImage {
  size: number;
  image: RgbaImage;
}

/**
 * Square preview images that look like stitched thread at every size. Rasterised at a side
 * where a thread is about a pixel wide or more, a stitch shows its shading; rasterised directly
 * at a small side, threads narrower than a pixel are drawn a pixel wide and the shadow grows
 * with them, which darkens fills. So a side up to MAX_OVERSAMPLED_SIDE is rasterised at twice
 * its size and halved, and a size whose double is already rendered is halved from it
 * (rasterising costs per stitch, halving only per pixel).
 * @param pattern the pattern
 * @param sizes square sides in pixels, each 1–4096
 * @param options background, padding (at the preview's size), thread width, shadow
 * @returns one image per distinct size, in the order asked
 * @throws RangeError when a size is out of range
 */
export function previewImages(
  pattern: Pattern,
  sizes: readonly number[],
  options: PreviewOptions = {},
): PreviewImage[] {
  const images = new Map<number, RgbaImage>();
  for (const size of [...new Set(sizes)].sort((a, b) => b - a)) {
    const double = images.get(size * 2);
    if (double) {
      images.set(size, halveImage(double));
    } else if (size * 2 <= MAX_OVERSAMPLED_SIDE) {
      const padding = options.padding === undefined ? {} : { padding: options.padding * 2 };
      images.set(size, halveImage(rasterise(pattern, { ...options, ...padding, size: size * 2 })));
    } else {
      images.set(size, rasterise(pattern, { ...options, size }));
    }
  }
  return [...new Set(sizes)].map((size) => ({ size, image: images.get(size)! }));
}
