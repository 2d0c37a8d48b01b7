import type { Pattern } from '../model/pattern.ts';
import { encodePng, zlibStored, type ZlibDeflate } from './png.ts';
import { rasterise } from './rasterise.ts';
import type { RenderOptions } from './renderOptions.ts';

/**
 * Renders a pattern to a PNG file.
 * @param pattern the pattern
 * @param options size, background, thread width, shadow
 * @param deflate zlib compressor; the Node entry (`@stickerei/embroidery/node`) passes
 *   node:zlib, the default stores the pixels uncompressed
 * @throws RangeError when the size is out of range
 */
export function renderPng(
  pattern: Pattern,
  options: RenderOptions = {},
  deflate: ZlibDeflate = zlibStored,
): Uint8Array {
  return encodePng(rasterise(pattern, options), deflate);
}
