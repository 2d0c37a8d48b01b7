// Node-only adapters of the embroidery library: PNG compression through node:zlib.
import { deflateSync } from 'node:zlib';
import type { Pattern } from './model/pattern.ts';
import { encodePng } from './render/png.ts';
import type { RgbaImage } from './render/rgbaImage.ts';
import type { RenderOptions } from './render/renderOptions.ts';
import { renderPng } from './render/renderPng.ts';

/** zlib-compresses bytes with node:zlib (level 6, the zlib default). */
export function nodeDeflate(raw: Uint8Array): Uint8Array {
  return deflateSync(raw);
}

/**
 * Renders a pattern to a compressed PNG file (the preview the api stores on upload).
 * @param pattern the pattern
 * @param options size, background, thread width, shadow
 * @throws RangeError when the size is out of range
 */
export function renderPreviewPng(pattern: Pattern, options: RenderOptions = {}): Uint8Array {
  return renderPng(pattern, options, nodeDeflate);
}

/** Encodes RGBA pixels as a compressed PNG file. */
export function encodePngNode(image: RgbaImage): Uint8Array {
  return encodePng(image, nodeDeflate);
}
