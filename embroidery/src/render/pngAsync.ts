import { assemblePng, pngScanlines } from './png.ts';
import type { RgbaImage } from './rgbaImage.ts';

/**
 * Encodes an RGBA image as a compressed PNG with the web platform's CompressionStream
 * ('deflate' is the zlib format PNG needs): for browsers, where node:zlib is not available.
 * Needs CompressionStream, Blob and Response (browsers; Node 18 and later).
 */
export async function encodePngAsync(image: RgbaImage): Promise<Uint8Array> {
  const compressed = new Blob([pngScanlines(image)])
    .stream()
    .pipeThrough(new CompressionStream('deflate'));
  const zlibData = new Uint8Array(await new Response(compressed).arrayBuffer());
  return assemblePng(image.width, image.height, zlibData);
}
