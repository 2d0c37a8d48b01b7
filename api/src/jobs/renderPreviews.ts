import sharp from 'sharp';
import { previewImages, type Pattern, type RgbaImage } from '@stickerei/embroidery';

/**
 * Encodes RGBA pixels as a PNG with libvips: zlib level 6 without per-row filter search, which
 * here is both the smallest file and about ten times faster than the embroidery package's own
 * encoder (docs/benchmarks.md).
 */
export async function encodePreviewPng(image: RgbaImage): Promise<Uint8Array> {
  const { width, height, data } = image;
  const png = await sharp(Buffer.from(data.buffer, data.byteOffset, data.byteLength), {
    raw: { width, height, channels: 4 },
  })
    .png({ compressionLevel: 6, adaptiveFiltering: false })
    .toBuffer();
  // A copy the worker owns, so it can be transferred to the main thread without copying again.
  return new Uint8Array(png);
}

/**
 * The AVIF of a PNG preview, for pages: at quality 50 a 256 px preview is about 7 KB instead of
 * 25–130 KB, and the threads still read as threads (docs/previews.md "AVIF for pages"). Effort 2
 * keeps encoding a 256 px preview near 100 ms; higher efforts saved under 3 % here.
 */
export async function encodePreviewAvif(png: Uint8Array): Promise<Uint8Array> {
  const avif = await sharp(png).avif({ quality: 50, effort: 2 }).toBuffer();
  return new Uint8Array(avif);
}

/** PNG previews at the given sizes (see `previewImages` for how each size is rendered). */
export async function renderPreviews(
  pattern: Pattern,
  sizes: readonly number[],
): Promise<Array<{ size: number; png: Uint8Array }>> {
  return Promise.all(
    previewImages(pattern, sizes).map(async ({ size, image }) => ({
      size,
      png: await encodePreviewPng(image),
    })),
  );
}
