import { COLOR_CHANGE, END, STITCH, STOP } from '../../model/commands.ts';
import type { Extents } from '../../model/extents.ts';
import type { Pattern } from '../../model/pattern.ts';

/** PEC preview icons are 48 × 38 one-bit pixels, 6 bytes a row, lowest bit leftmost. */
export const PEC_ICON_WIDTH = 48;
export const PEC_ICON_HEIGHT = 38;
export const PEC_ICON_STRIDE = PEC_ICON_WIDTH / 8;

function setPixel(icon: Uint8Array, x: number, y: number): void {
  if (x < 0 || y < 0 || x >= PEC_ICON_WIDTH || y >= PEC_ICON_HEIGHT) return;
  icon[y * PEC_ICON_STRIDE + (x >> 3)]! |= 1 << (x & 7);
}

/** An empty icon with the rounded frame Brother machines show around previews. */
export function blankPecIcon(): Uint8Array {
  const icon = new Uint8Array(PEC_ICON_STRIDE * PEC_ICON_HEIGHT);
  const right = PEC_ICON_WIDTH - 1;
  const bottom = PEC_ICON_HEIGHT - 1;
  for (let x = 4; x <= right - 4; x++) {
    setPixel(icon, x, 1);
    setPixel(icon, x, bottom - 1);
  }
  for (let y = 4; y <= bottom - 4; y++) {
    setPixel(icon, 1, y);
    setPixel(icon, right - 1, y);
  }
  // Corners: a short diagonal joins the edges.
  for (const [x, y] of [
    [3, 2],
    [2, 3],
  ] as const) {
    setPixel(icon, x, y);
    setPixel(icon, right - x, y);
    setPixel(icon, x, bottom - y);
    setPixel(icon, right - x, bottom - y);
  }
  return icon;
}

function line(icon: Uint8Array, x0: number, y0: number, x1: number, y1: number): void {
  const steps = Math.max(Math.abs(x1 - x0), Math.abs(y1 - y0));
  for (let s = 0; s <= steps; s++) {
    const t = steps === 0 ? 0 : s / steps;
    setPixel(icon, Math.round(x0 + (x1 - x0) * t), Math.round(y0 + (y1 - y0) * t));
  }
}

/**
 * Draws the stitches of entries `from`..`to` (exclusive) into a framed icon, scaled to fit the
 * extents of the whole design with a margin; jumps and trims break the line.
 */
export function drawPecIcon(
  pattern: Pattern,
  extents: Extents,
  from: number,
  to: number,
): Uint8Array {
  const icon = blankPecIcon();
  const margin = 5;
  const width = Math.max(1, extents[2] - extents[0]);
  const height = Math.max(1, extents[3] - extents[1]);
  const scale = Math.min((PEC_ICON_WIDTH - margin) / width, (PEC_ICON_HEIGHT - margin) / height);
  const cx = (extents[0] + extents[2]) / 2;
  const cy = (extents[1] + extents[3]) / 2;
  const px = (x: number): number => Math.floor((x - cx) * scale + PEC_ICON_WIDTH / 2);
  const py = (y: number): number => Math.floor((y - cy) * scale + PEC_ICON_HEIGHT / 2);
  let previous = -1;
  for (let i = from; i < to; i++) {
    if (pattern.commands[i] !== STITCH) {
      previous = -1;
      continue;
    }
    const x = px(pattern.xs[i]!);
    const y = py(pattern.ys[i]!);
    if (previous >= 0) line(icon, px(pattern.xs[previous]!), py(pattern.ys[previous]!), x, y);
    else setPixel(icon, x, y);
    previous = i;
  }
  return icon;
}

/**
 * The icons a PEC section carries: the whole design, then one per colour block (split at
 * colour changes and stops, matching the colour list).
 */
export function pecIcons(pattern: Pattern, extents: Extents): Uint8Array[] {
  const icons = [drawPecIcon(pattern, extents, 0, pattern.length)];
  let start = 0;
  for (let i = 0; i < pattern.length; i++) {
    const command = pattern.commands[i];
    if (command === COLOR_CHANGE || command === STOP || command === END) {
      icons.push(drawPecIcon(pattern, extents, start, i));
      start = i + 1;
      if (command === END) break;
    }
  }
  return icons;
}
