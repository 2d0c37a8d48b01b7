import type { StitchSegments } from '../analyse/stitchSegments.ts';

/** How to render a preview. */
export interface RenderOptions {
  /** Width and height in pixels when `width`/`height` are not given (default 512). */
  size?: number;
  width?: number;
  height?: number;
  /** `#rrggbb` fabric colour, or null/undefined for a transparent background. */
  background?: string | null;
  /** Empty margin around the design in pixels (default 4 % of the smaller side). */
  padding?: number;
  /** Thread thickness in mm (default 0.4, a 40 wt embroidery thread). */
  threadWidthMm?: number;
  /** A soft shadow under the thread, as stitches cast on fabric (default true). */
  shadow?: boolean;
}

/** Where the design lands in the image: image pixel = (design 0.1 mm − origin) × scale + offset. */
export interface Placement {
  width: number;
  height: number;
  scale: number;
  offsetX: number;
  offsetY: number;
  /** Thread radius in pixels. */
  radius: number;
}

/**
 * The background as 0xRRGGBB, or null for transparent.
 * @throws RangeError when it is not a `#rrggbb` colour
 */
export function backgroundColour(options: RenderOptions): number | null {
  const { background } = options;
  if (background === undefined || background === null || background === '') return null;
  if (!/^#[0-9a-f]{6}$/i.test(background)) {
    throw new RangeError(`background must be a colour like #f4f1ea, got "${background}"`);
  }
  return parseInt(background.slice(1), 16);
}

/** Largest image side accepted (a guard against a hostile `--size`). */
export const MAX_RENDER_SIDE = 4096;

function side(value: number | undefined, fallback: number): number {
  const n = Math.round(value ?? fallback);
  if (!Number.isFinite(n) || n < 1 || n > MAX_RENDER_SIDE) {
    throw new RangeError(`image side must be 1–${MAX_RENDER_SIDE} pixels, got ${value}`);
  }
  return n;
}

/**
 * Fits the sewn stitches into the image, centred, with the padding kept free.
 * @throws RangeError when the requested size is not 1–4096 pixels
 */
export function placeDesign(segments: StitchSegments, options: RenderOptions): Placement {
  const width = side(options.width, options.size ?? 512);
  const height = side(options.height, options.size ?? 512);
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (let i = 0; i < segments.count; i++) {
    minX = Math.min(minX, segments.x0[i]!, segments.x1[i]!);
    maxX = Math.max(maxX, segments.x0[i]!, segments.x1[i]!);
    minY = Math.min(minY, segments.y0[i]!, segments.y1[i]!);
    maxY = Math.max(maxY, segments.y0[i]!, segments.y1[i]!);
  }
  if (segments.count === 0) minX = minY = maxX = maxY = 0;
  const threadWidth = (options.threadWidthMm ?? 0.4) * 10;
  const padding = options.padding ?? Math.round(Math.min(width, height) * 0.04);
  const spanX = maxX - minX + threadWidth;
  const spanY = maxY - minY + threadWidth;
  const scale = Math.min(
    Math.max(width - 2 * padding, 1) / spanX,
    Math.max(height - 2 * padding, 1) / spanY,
  );
  return {
    width,
    height,
    scale,
    offsetX: width / 2 - ((minX + maxX) / 2) * scale,
    offsetY: height / 2 - ((minY + maxY) / 2) * scale,
    radius: (threadWidth / 2) * scale,
  };
}
