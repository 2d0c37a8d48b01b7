import { rgbToLab, type Lab } from '../analyse/colourSpace.ts';
import { nearestEntry, type LabEntry } from './nearestEntry.ts';
import type { ThreadColor } from './threadChart.ts';

/** Above this CIEDE2000 difference a match is shown as "nothing close". */
export const NOTHING_CLOSE_DELTA_E = 5;

/** The nearest thread to a colour and its CIEDE2000 difference (0 is the same colour). */
export interface ThreadMatch<T extends ThreadColor> {
  color: T;
  deltaE: number;
}

interface Index<T extends ThreadColor> {
  length: number;
  entries: LabEntry<T>[];
  memo: Map<number, ThreadMatch<T> | null>;
}

// Answers remembered per candidate list; past this many the memo starts again.
const MEMO_LIMIT = 4096;
const labs = new WeakMap<ThreadColor, { rgb: number; lab: Lab }>();
const indexes = new WeakMap<readonly ThreadColor[], Index<ThreadColor>>();

function labOf(color: ThreadColor): Lab {
  const cached = labs.get(color);
  if (cached?.rgb === color.rgb) return cached.lab;
  const lab = rgbToLab(color.rgb);
  labs.set(color, { rgb: color.rgb, lab });
  return lab;
}

function indexFor<T extends ThreadColor>(candidates: readonly T[]): Index<T> {
  const cached = indexes.get(candidates) as Index<T> | undefined;
  if (cached?.length === candidates.length) return cached;
  const entries = candidates
    .map((color, order) => {
      const lab = labOf(color);
      return { color, lab, chroma: Math.sqrt(lab.a * lab.a + lab.b * lab.b), order };
    })
    .sort((a, b) => a.lab.l - b.lab.l || a.order - b.order);
  const index: Index<T> = { length: candidates.length, entries, memo: new Map() };
  indexes.set(candidates, index as Index<ThreadColor>);
  return index;
}

/**
 * A matcher for one list of candidates: their Lab values and a lightness index are built
 * once, and each colour asked for is remembered, so a design's colour blocks cost little.
 * The list is read when the matcher is made; later changes to it are not seen.
 * @param candidates the threads to choose from, e.g. `chartColors('madeira-polyneon')`
 * @returns a function giving the nearest candidate to 0xRRGGBB, or null when there are none
 */
export function threadMatcher<T extends ThreadColor>(
  candidates: readonly T[],
): (rgb: number) => ThreadMatch<T> | null {
  const index = indexFor(candidates);
  return (rgb) => {
    const key = rgb & 0xffffff;
    const known = index.memo.get(key);
    if (known !== undefined) return known;
    const found = nearestEntry(index.entries, rgbToLab(key));
    const match = found ? { color: found.entry.color, deltaE: found.deltaE } : null;
    if (index.memo.size >= MEMO_LIMIT) index.memo.clear();
    index.memo.set(key, match);
    return match;
  };
}

/**
 * The thread nearest to a colour by CIEDE2000 (Sharma, Wu and Dalal 2005); of equal ones,
 * the first in the list. The list's Lab values and index are cached with it, so calling this
 * for every block of a design with the same list is cheap; a list whose length changes is
 * indexed again.
 * @param rgb the colour as 0xRRGGBB
 * @param candidates the threads to choose from
 * @returns the nearest candidate and its ΔE00, or null when there are no candidates
 */
export function matchThread<T extends ThreadColor>(
  rgb: number,
  candidates: readonly T[],
): ThreadMatch<T> | null {
  return threadMatcher(candidates)(rgb);
}
