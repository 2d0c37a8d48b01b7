import { blockColours } from '../analyse/blockColours.ts';
import { stitchSegments } from '../analyse/stitchSegments.ts';
import type { Pattern } from '../model/pattern.ts';
import {
  backgroundColour,
  placeDesign,
  type Placement,
  type RenderOptions,
} from './renderOptions.ts';
import { drawStroke, type Stroke } from './drawStroke.ts';
import { buildShadingTable, directionRow, type ShadingTable } from './threadShading.ts';
import { dropShadow } from './shadow.ts';
import { fillBackground, type RgbaImage } from './rgbaImage.ts';

let table: ShadingTable | undefined;

function strokeOf(
  ax: number,
  ay: number,
  bx: number,
  by: number,
  place: Placement,
): Stroke | undefined {
  const x0 = ax * place.scale + place.offsetX;
  const y0 = ay * place.scale + place.offsetY;
  const dx = bx * place.scale + place.offsetX - x0;
  const dy = by * place.scale + place.offsetY - y0;
  const length = Math.hypot(dx, dy);
  if (length === 0) return undefined;
  const ux = dx / length;
  const uy = dy / length;
  return {
    ax: x0,
    ay: y0,
    ux,
    uy,
    length,
    radius: Math.max(place.radius, 0.5),
    r: 0,
    g: 0,
    b: 0,
    row: directionRow(-uy, ux),
  };
}

/**
 * Renders a pattern as stitched thread into an RGBA image: each stitch a shaded thread of the
 * thread's width over the stitches sewn before it; jumps and trims are not drawn.
 * @param pattern the pattern
 * @param options size, background, thread width, shadow
 * @returns straight-alpha RGBA pixels
 * @throws RangeError when the size is out of range
 */
export function rasterise(pattern: Pattern, options: RenderOptions = {}): RgbaImage {
  table ??= buildShadingTable();
  const background = backgroundColour(options);
  const segments = stitchSegments(pattern);
  const place = placeDesign(segments, options);
  const image: RgbaImage = {
    width: place.width,
    height: place.height,
    data: new Uint8ClampedArray(place.width * place.height * 4),
  };
  const { colours } = blockColours(pattern);
  for (let i = 0; i < segments.count; i++) {
    const stroke = strokeOf(
      segments.x0[i]!,
      segments.y0[i]!,
      segments.x1[i]!,
      segments.y1[i]!,
      place,
    );
    if (!stroke) continue;
    const colour = colours[segments.block[i]!] ?? 0;
    stroke.r = (colour >> 16) & 0xff;
    stroke.g = (colour >> 8) & 0xff;
    stroke.b = colour & 0xff;
    drawStroke(image, stroke, table);
  }
  const withShadow = (options.shadow ?? true) ? dropShadow(image, place.radius) : image;
  return background === null ? withShadow : fillBackground(withShadow, background);
}
