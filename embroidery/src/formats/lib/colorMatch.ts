import type { Thread } from '../../model/thread.ts';

/**
 * Distance between two colours by the "red mean" weighting (a cheap perceptual metric, see
 * compuphase.com/cmetric.htm); used to map free colours onto a format's thread chart.
 */
export function colorDistance(a: number, b: number): number {
  const r1 = (a >> 16) & 0xff;
  const r2 = (b >> 16) & 0xff;
  const redMean = Math.round((r1 + r2) / 2);
  const dr = r1 - r2;
  const dg = ((a >> 8) & 0xff) - ((b >> 8) & 0xff);
  const db = (a & 0xff) - (b & 0xff);
  return (((512 + redMean) * dr * dr) >> 8) + 4 * dg * dg + (((767 - redMean) * db * db) >> 8);
}

/**
 * Index of the chart entry nearest to `color`.
 * @param color 0xRRGGBB
 * @param table thread chart
 * @param skip indices that may not be chosen (e.g. index 0 of charts where it is a placeholder)
 * @returns the index, or -1 when every entry is skipped
 */
export function nearestThreadIndex(
  color: number,
  table: readonly Thread[],
  skip?: ReadonlySet<number>,
): number {
  let best = -1;
  let bestDistance = Infinity;
  for (let i = 0; i < table.length; i++) {
    const entry = table[i];
    if (!entry || skip?.has(i)) continue;
    const d = colorDistance(color, entry.color);
    if (d < bestDistance) {
      bestDistance = d;
      best = i;
    }
  }
  return best;
}
