import { ciede2000, type Lab } from '../analyse/colourSpace.ts';

/** A candidate prepared for the search: its Lab, chroma and place in the caller's list. */
export interface LabEntry<T> {
  color: T;
  lab: Lab;
  chroma: number;
  order: number;
}

// The search gives exactly what a scan with CIEDE2000 (Sharma, Wu and Dalal 2005) would, but
// compares few candidates in full. Entries are sorted by L. The nearest by plain Lab distance
// gives a first ΔE00; then each side of the colour's L is walked outwards. ΔE00 ≥ |ΔL| / S_L,
// and S_L grows with |L̄ − 50|, so a side stops once |ΔL| over the largest S_L still possible
// there passes the best ΔE00 so far; `lowerBound` skips most of the rest cheaply.
const POW25_7 = 25 ** 7;
// sin(2Δθ) ≤ sin 60°, so the R_T cross term removes at most 0.433·R_C of the chroma and hue part.
const HALF_SIN60 = Math.sin(Math.PI / 3) / 2;
// Guards the bounds against rounding, so a tie or a near tie is always compared in full.
const MARGIN = 1 + 1e-9;

function lightnessScale(lMean: number): number {
  const d = lMean - 50;
  return 1 + (0.015 * d * d) / Math.sqrt(20 + d * d);
}

/**
 * A lower bound of ΔE00² from L, a, b and chroma alone (no angles): ΔC'² + ΔH'² equals
 * (1+G)²Δa² + Δb²; S_H ≤ S_C because T < 3; C̄' ≤ (1+G)·C̄ bounds S_C and R_C from above.
 */
function lowerBound(x: Lab, xChroma: number, y: LabEntry<unknown>, sl: number): number {
  const cBar = (y.chroma + xChroma) / 2;
  const c2 = cBar * cBar;
  const c7 = c2 * c2 * c2 * cBar;
  const g1 = 1.5 - 0.5 * Math.sqrt(c7 / (c7 + POW25_7));
  const g2 = g1 * g1;
  const cUp7 = c7 * g2 * g2 * g2 * g1;
  // With b ≥ 0 for both colours the mean hue is within 0–180°, 95° or more from 275°: there
  // Δθ < 0.00002° and R_T all but vanishes.
  const halfSin = x.b >= 0 && y.lab.b >= 0 ? 1e-6 : HALF_SIN60;
  const cross = 1 - halfSin * 2 * Math.sqrt(cUp7 / (cUp7 + POW25_7));
  const dl = (y.lab.l - x.l) / sl;
  const da = g1 * (y.lab.a - x.a);
  const db = y.lab.b - x.b;
  const sc = 1 + 0.045 * g1 * cBar;
  return dl * dl + (cross * (da * da + db * db)) / (sc * sc);
}

/** Index of the first entry whose L is not below `l`. */
function firstAtLeast<T>(entries: readonly LabEntry<T>[], l: number): number {
  let lo = 0;
  let hi = entries.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (entries[mid]!.lab.l < l) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** The entry nearest by plain Lab distance (ΔE76), walking outwards from `start`. */
function nearestByLab<T>(entries: readonly LabEntry<T>[], x: Lab, start: number): LabEntry<T> {
  let best = entries[Math.min(start, entries.length - 1)]!;
  let bestSquare = Infinity;
  for (let down = start - 1, up = start; down >= 0 || up < entries.length;) {
    const below = down >= 0 ? x.l - entries[down]!.lab.l : Infinity;
    const above = up < entries.length ? entries[up]!.lab.l - x.l : Infinity;
    if (Math.min(below, above) ** 2 > bestSquare) break;
    const entry = below <= above ? entries[down--]! : entries[up++]!;
    const square = (entry.lab.l - x.l) ** 2 + (entry.lab.a - x.a) ** 2 + (entry.lab.b - x.b) ** 2;
    if (square < bestSquare) {
      best = entry;
      bestSquare = square;
    }
  }
  return best;
}

/**
 * The entry nearest to a colour by CIEDE2000; of equal ones, the lowest `order`.
 * @param entries candidates sorted by L (then by order)
 * @param x the colour in CIELAB
 * @returns the nearest entry and its ΔE00, or undefined when there are no entries
 */
export function nearestEntry<T>(
  entries: readonly LabEntry<T>[],
  x: Lab,
): { entry: LabEntry<T>; deltaE: number } | undefined {
  if (entries.length === 0) return undefined;
  const start = firstAtLeast(entries, x.l);
  const xChroma = Math.sqrt(x.a * x.a + x.b * x.b);
  let best = nearestByLab(entries, x, start);
  let bestDelta = ciede2000(x, best.lab);
  // Returns false once no entry further along this side can be nearer.
  const visit = (entry: LabEntry<T>, farEndScale: number): boolean => {
    const sl = lightnessScale((entry.lab.l + x.l) / 2);
    if (Math.abs(entry.lab.l - x.l) / Math.max(sl, farEndScale) > bestDelta * MARGIN) return false;
    if (entry === best || lowerBound(x, xChroma, entry, sl) > bestDelta * bestDelta * MARGIN) {
      return true;
    }
    const delta = ciede2000(x, entry.lab);
    if (delta < bestDelta || (delta === bestDelta && entry.order < best.order)) {
      best = entry;
      bestDelta = delta;
    }
    return true;
  };
  // L̄ of entries further down lies between this entry's and x.l / 2; further up, (x.l + 100) / 2.
  const downScale = lightnessScale(x.l / 2);
  const upScale = lightnessScale((x.l + 100.01) / 2);
  let down = start - 1;
  while (down >= 0 && visit(entries[down]!, downScale)) down--;
  let up = start;
  while (up < entries.length && visit(entries[up]!, upScale)) up++;
  return { entry: best, deltaE: bestDelta };
}
