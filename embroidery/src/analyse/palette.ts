import type { Colour } from './colourFamilies.ts';
import type { Pattern } from '../model/pattern.ts';
import { nearestColourKey } from './colourKeys.ts';
import { commandSummary, type CommandSummary } from './commandSummary.ts';

/** A colour key with the share of the design's stitches sewn in it (0–1). */
export interface PaletteEntry {
  key: Colour;
  share: number;
}

/** Keys below this share of the stitches are left out of `colourPalette` (a few tie-in stitches). */
export const DEFAULT_MIN_SHARE = 0.03;

/**
 * The design's colours as colour keys, each thread mapped to its nearest key and weighted by
 * the stitches sewn with it, heaviest first. Empty when the file names no threads (DST, EXP…).
 * @param pattern the pattern to analyse
 * @param summary its command summary, when already computed
 * @returns every key that occurs, with its share of the stitches
 */
export function paletteWeights(
  pattern: Pattern,
  summary: CommandSummary = commandSummary(pattern),
): PaletteEntry[] {
  const weights = new Map<Colour, number>();
  let total = 0;
  summary.stitchesPerBlock.forEach((count, index) => {
    // Blocks the file names no thread for are not counted: their colour is unknown.
    if (count === 0 || index >= pattern.threads.length) return;
    const key = nearestColourKey(pattern.threads[index]!.color);
    weights.set(key, (weights.get(key) ?? 0) + count);
    total += count;
  });
  return [...weights]
    .map(([key, count]) => ({ key, share: count / total }))
    .sort((a, b) => b.share - a.share || a.key.localeCompare(b.key));
}

/**
 * The colour palette of a design (spec: color_palette): keys ordered by stitch share, leaving
 * out keys under `minShare` but always keeping the heaviest.
 * @param pattern the pattern to analyse
 * @param minShare smallest share of the stitches a key needs (default 3 %)
 * @param summary its command summary, when already computed
 */
export function colourPalette(
  pattern: Pattern,
  minShare = DEFAULT_MIN_SHARE,
  summary: CommandSummary = commandSummary(pattern),
): Colour[] {
  return paletteWeights(pattern, summary)
    .filter((entry, index) => index === 0 || entry.share >= minShare)
    .map((entry) => entry.key);
}
