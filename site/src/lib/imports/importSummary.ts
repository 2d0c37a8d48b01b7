import type { DesignImport, EntryState, ImportEntry } from '@stickerei/shared/domain';

/** The figures an import's summary shows, in this order. */
export const SUMMARY_FIGURES = [
  'designsCreated',
  'formatsJoined',
  'duplicates',
  'skipped',
  'failed',
] as const;
export type SummaryFigure = (typeof SUMMARY_FIGURES)[number];

/** The entry outcomes a summary lists with their reasons, and the figure that counts each. */
export const LISTED_OUTCOMES: ReadonlyArray<{ state: EntryState; figure: SummaryFigure }> = [
  { state: 'duplicate', figure: 'duplicates' },
  { state: 'failed', figure: 'failed' },
  { state: 'skipped', figure: 'skipped' },
];

/** The figures with their values (all of them: a zero is news too). */
export function summaryFigures(
  current: DesignImport,
): Array<{ figure: SummaryFigure; value: number }> {
  return SUMMARY_FIGURES.map((figure) => ({ figure, value: current[figure] }));
}

/** Entries that share something: a reason, or the design they duplicate. */
export interface EntryGroup {
  key: string;
  /** The shared reason; for duplicates the first entry's (it names the design). */
  reason: string;
  designId: string | null;
  entries: ImportEntry[];
}

function groupBy(entries: readonly ImportEntry[], keyOf: (entry: ImportEntry) => string) {
  const groups = new Map<string, EntryGroup>();
  for (const entry of entries) {
    const key = keyOf(entry);
    const group = groups.get(key);
    if (group) group.entries.push(entry);
    else
      groups.set(key, {
        key,
        reason: entry.reason ?? '',
        designId: entry.designId,
        entries: [entry],
      });
  }
  // Largest groups first (a thousand colour charts before one odd file); ties in path order.
  return [...groups.values()].sort((a, b) => b.entries.length - a.entries.length);
}

/**
 * Groups skipped or failed entries by their reason ("a PDF document (a colour chart or
 * instructions?)" for every chart of a collection), duplicates by the design they duplicate.
 * Entries come a page at a time: grouping what has come so far gives the same groups as
 * grouping all pages at once.
 */
export function groupEntries(state: EntryState, entries: readonly ImportEntry[]): EntryGroup[] {
  if (state === 'duplicate')
    return groupBy(entries, (entry) => `design:${entry.designId ?? entry.path}`);
  return groupBy(entries, (entry) => `reason:${entry.reason ?? ''}`);
}
