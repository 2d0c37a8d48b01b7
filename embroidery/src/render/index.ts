// Previews that look like stitched thread (issue 4 item 6): SVG, and PNG through a pure-TS
// rasteriser and encoder. Compression for PNG comes from the caller (node.ts, or the browser).
export * from './renderOptions.ts';
export * from './rgbaImage.ts';
export * from './rasterise.ts';
export * from './halve.ts';
export * from './previewImages.ts';
export * from './png.ts';
export * from './pngAsync.ts';
export * from './renderPng.ts';
export * from './renderSvg.ts';
