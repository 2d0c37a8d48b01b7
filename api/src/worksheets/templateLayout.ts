import type { Extents } from '@stickerei/embroidery';

/** Points per 0.1 mm, the unit of a pattern's coordinates (72 pt = 25.4 mm). */
export const POINTS_PER_UNIT = 72 / 254;

/** A rectangle on the page in points, y down. */
export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Where and how big a design is drawn on the template page. */
export interface TemplateLayout {
  /** 1 at actual size; below 1 when the design was scaled down to fit. */
  scale: number;
  /** Turned by 90° clockwise because it then fits (or fits larger). */
  rotated: boolean;
  /** Page position of the design's centre (centre of its extents), in points. */
  centre: [x: number, y: number];
  /** The design's extents on the page, in points. */
  box: Box;
  /** Maps pattern coordinates (0.1 mm) to the page: x' = a·x + c·y + e, y' = b·x + d·y + f. */
  matrix: [a: number, b: number, c: number, d: number, e: number, f: number];
}

/** Options of `templateLayout`. */
export interface TemplateLayoutOptions {
  /** The pattern's extents in 0.1 mm. */
  extents: Extents;
  /** The page area the drawing and its centre marks may use. */
  area: Box;
  /** Room kept around the design for the centre marks, in points. */
  overshoot: number;
}

/**
 * Places a design at actual size (1 mm on paper per mm of design) in the middle of `area`; when it
 * fits only turned, it is turned by 90°; when it fits neither way it is scaled down, in whole
 * percent so the stated scale is exact, in the orientation that keeps it largest.
 */
export function templateLayout({
  extents,
  area,
  overshoot,
}: TemplateLayoutOptions): TemplateLayout {
  const [minX, minY, maxX, maxY] = extents;
  const width = (maxX - minX) * POINTS_PER_UNIT;
  const height = (maxY - minY) * POINTS_PER_UNIT;
  const roomX = Math.max(1, area.width - 2 * overshoot);
  const roomY = Math.max(1, area.height - 2 * overshoot);
  const fit = (w: number, h: number) =>
    Math.min(w > 0 ? roomX / w : Infinity, h > 0 ? roomY / h : Infinity);
  const upright = fit(width, height);
  const turned = fit(height, width);
  const rotated = upright < 1 && turned > upright;
  const best = Math.max(upright, turned);
  const scale = best >= 1 ? 1 : Math.max(0.01, Math.floor(best * 100) / 100);
  const k = scale * POINTS_PER_UNIT;
  const centre: [number, number] = [area.x + area.width / 2, area.y + area.height / 2];
  const mx = (minX + maxX) / 2;
  const my = (minY + maxY) / 2;
  // Turned clockwise: the design's right points down the page, its top to the right.
  const matrix: TemplateLayout['matrix'] = rotated
    ? [0, k, -k, 0, centre[0] + my * k, centre[1] - mx * k]
    : [k, 0, 0, k, centre[0] - mx * k, centre[1] - my * k];
  const [w, h] = rotated ? [height * scale, width * scale] : [width * scale, height * scale];
  const box = { x: centre[0] - w / 2, y: centre[1] - h / 2, width: w, height: h };
  return { scale, rotated, centre, box, matrix };
}
