import type { ThreadBrandSummary } from '@stickerei/shared/domain';

/** The chart an anonymous visitor chose last (signed-in users keep it in their settings). */
export const THREAD_BRAND_STORAGE_KEY = 'stickerei.threadBrand';

/** The choice of the user's own threads instead of a chart. */
export const MY_THREADS = 'mine';

interface ChoiceStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/** The chart remembered in this browser, if it is one of `brands` (never `mine`). */
export function rememberedBrand(
  storage: ChoiceStorage | null,
  brands: readonly ThreadBrandSummary[],
): string | undefined {
  try {
    const stored = storage?.getItem(THREAD_BRAND_STORAGE_KEY);
    return brands.some((b) => b.id === stored) ? (stored ?? undefined) : undefined;
  } catch (error) {
    console.warn('Stickerei: the chosen thread chart could not be read.', error);
    return undefined;
  }
}

/** Remembers an anonymous visitor's chart in this browser (blocked storage: not remembered). */
export function rememberBrand(storage: ChoiceStorage | null, brand: string): void {
  try {
    storage?.setItem(THREAD_BRAND_STORAGE_KEY, brand);
  } catch (error) {
    console.warn('Stickerei: the chosen thread chart could not be remembered.', error);
  }
}

/** The charts as a chooser lists them: by brand and name. */
export function sortedCharts(brands: readonly ThreadBrandSummary[]): ThreadBrandSummary[] {
  return [...brands].sort((a, b) => chartLabel(a).localeCompare(chartLabel(b)));
}

/** "Madeira Polyneon"; a chart named like its brand only once ("Isacord"). */
export function chartLabel(chart: Pick<ThreadBrandSummary, 'brand' | 'name'>): string {
  return chart.name.toLowerCase().startsWith(chart.brand.toLowerCase())
    ? chart.name
    : `${chart.brand} ${chart.name}`;
}
