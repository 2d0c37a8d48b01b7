import { blockColours } from '../analyse/blockColours.ts';
import { stitchSegments, type StitchSegments } from '../analyse/stitchSegments.ts';
import { threadHex } from '../model/thread.ts';
import type { Pattern } from '../model/pattern.ts';
import { backgroundColour, placeDesign, type RenderOptions } from './renderOptions.ts';
import { threadLight } from './threadShading.ts';

// Three strokes give a thread its roundness: a dark edge, the body, and a thin light ridge where
// light catches the top. Stitches of a run are grouped by how their direction catches the light
// (LEVELS steps), so satin turning through a curve shades as in the PNG renderer.
const EDGE = 0.5;
const BODY_WIDTH = 0.58;
const RIDGE_WIDTH = 0.2;
const RIDGE_MIX = 0.5;
const LEVELS = 6;
const DARKEST = 0.78;
const BRIGHTEST = 1.22;

interface StrokeGroup {
  d: string;
  block: number;
  light: number;
}

function shade(colour: number, factor: number, towardsWhite = 0): string {
  const channel = (shift: number): number => {
    const c = Math.min(255, ((colour >> shift) & 0xff) * factor);
    return Math.round(c + (255 - c) * towardsWhite);
  };
  return threadHex((channel(16) << 16) | (channel(8) << 8) | channel(0));
}

function lightLevel(dx: number, dy: number): number {
  const length = Math.sqrt(dx * dx + dy * dy);
  return Math.round(threadLight(-dy / length, dx / length) * (LEVELS - 1));
}

// Splits the stitches into runs (consecutive, same colour) and each run into one path per
// light level; paths are in 0.1 mm. Runs keep the sewing order.
function strokeGroups(s: StitchSegments): StrokeGroup[][] {
  const runs: StrokeGroup[][] = [];
  let paths: string[] = [];
  const flush = (block: number) => {
    const run = paths.flatMap((d, level) =>
      d ? [{ d, block, light: DARKEST + ((BRIGHTEST - DARKEST) * level) / (LEVELS - 1) }] : [],
    );
    if (run.length > 0) runs.push(run);
    paths = [];
  };
  for (let i = 0; i < s.count; i++) {
    const continues =
      i > 0 && s.x0[i] === s.x1[i - 1] && s.y0[i] === s.y1[i - 1] && s.block[i] === s.block[i - 1];
    if (!continues && i > 0) flush(s.block[i - 1]!);
    const dx = s.x1[i]! - s.x0[i]!;
    const dy = s.y1[i]! - s.y0[i]!;
    const level = lightLevel(dx, dy);
    paths[level] = `${paths[level] ?? ''}M${s.x0[i]} ${s.y0[i]}l${dx} ${dy}`;
  }
  if (s.count > 0) flush(s.block[s.count - 1]!);
  return runs;
}

function useElements(
  run: StrokeGroup[],
  ids: number[],
  colours: number[],
  width: number,
): string[] {
  const colourOf = (g: StrokeGroup) => colours[g.block] ?? 0;
  return [
    ...run.map(
      (g, k) =>
        `<use href="#p${ids[k]}" stroke="${shade(colourOf(g), g.light * EDGE)}" stroke-width="${width}"/>`,
    ),
    ...run.map(
      (g, k) =>
        `<use href="#p${ids[k]}" stroke="${shade(colourOf(g), g.light)}" stroke-width="${width * BODY_WIDTH}"/>`,
    ),
    ...run.map(
      (g, k) =>
        `<use href="#p${ids[k]}" stroke="${shade(colourOf(g), g.light, RIDGE_MIX)}" stroke-width="${width * RIDGE_WIDTH}" stroke-opacity="0.7"/>`,
    ),
  ];
}

/**
 * Renders a pattern as an SVG document that looks like stitched thread (shaded thread-width
 * strokes in sewing order; jumps and trims not drawn), fitted and centred.
 * @param pattern the pattern
 * @param options size, background, thread width, shadow
 * @returns the SVG document
 * @throws RangeError when the size is out of range
 */
export function renderSvg(pattern: Pattern, options: RenderOptions = {}): string {
  const background = backgroundColour(options);
  const segments = stitchSegments(pattern);
  const place = placeDesign(segments, options);
  const { colours } = blockColours(pattern);
  const width = (options.threadWidthMm ?? 0.4) * 10;
  const runs = strokeGroups(segments);
  const shadow = options.shadow ?? true;
  const defs: string[] = [];
  const body: string[] = [];
  for (const run of runs) {
    const ids = run.map((group) => defs.push(`<path id="p${defs.length}" d="${group.d}"/>`) - 1);
    body.push(...useElements(run, ids, colours, width));
  }
  const { width: w, height: h } = place;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">`,
    background === null ? '' : `<rect width="100%" height="100%" fill="${threadHex(background)}"/>`,
    '<defs>',
    shadow
      ? `<filter id="shadow"><feDropShadow dx="${width * 0.4}" dy="${width * 0.5}" stdDeviation="${width * 0.5}" flood-opacity="0.4"/></filter>`
      : '',
    ...defs,
    '</defs>',
    `<g transform="translate(${place.offsetX.toFixed(2)} ${place.offsetY.toFixed(2)}) scale(${place.scale.toPrecision(6)})" fill="none" stroke-linecap="round" stroke-linejoin="round"${shadow ? ' filter="url(#shadow)"' : ''}>`,
    ...body,
    '</g></svg>',
  ]
    .filter(Boolean)
    .join('\n');
}
