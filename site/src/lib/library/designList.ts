import {
  applyRefresh,
  designFromRecord,
  type Design,
  type DesignListRefreshState,
  type DesignRecord,
} from '@stickerei/shared/domain';

/** A design of a list page: with its running time on the caller's machine when the api sent it. */
export type ListedDesign = Design & { estimated_minutes?: number };

/** The client design of a list page's record, keeping its running time. */
export function listedDesign(record: DesignRecord): ListedDesign {
  const design: ListedDesign = designFromRecord(record);
  if (typeof record.estimated_minutes === 'number') {
    design.estimated_minutes = record.estimated_minutes;
  }
  return design;
}

/** Appends a page, skipping designs already shown (pages can overlap while designs arrive). */
export function appendPage(list: readonly Design[], page: readonly Design[]): Design[] {
  const shown = new Set(list.map((design) => design.id));
  return [...list, ...page.filter((design) => !shown.has(design.id))];
}

/** Replaces a design in place, or puts it first when it is new to the list. */
export function upsertDesign(list: readonly Design[], design: Design): Design[] {
  const index = list.findIndex((d) => d.id === design.id);
  if (index === -1) return [design, ...list];
  const next = [...list];
  next[index] = design;
  return next;
}

/** Changes one design of the list with `change`; others stay the same objects. */
export function patchDesign(
  list: readonly Design[],
  id: string,
  change: Partial<Design>,
): Design[] {
  return list.map((design) => (design.id === id ? { ...design, ...change } : design));
}

/** The list without design `id`. */
export function removeDesign(list: readonly Design[], id: string): Design[] {
  return list.filter((design) => design.id !== id);
}

/**
 * Applies the queued changes of spec §4 (in-place updates and removals from other screens) to
 * a list. `keep` drops updated designs that no longer belong (an unfavorited design on the
 * favorites page). `reload` says a full refresh was requested (after sign-out).
 */
export function applyQueued(
  list: readonly Design[],
  queued: DesignListRefreshState,
  keep: (design: Design) => boolean = () => true,
): { list: Design[]; reload: boolean } {
  const { list: applied, reload } = applyRefresh(list, queued);
  return { list: applied.filter(keep), reload };
}
