import type { Design } from './design.ts';

/**
 * Design-list refresh state (spec §3/§4): other screens queue single designs for an in-place
 * update or a removal, or ask for a full refresh; the list consumes the queues and resets them.
 */
export interface DesignListRefreshState {
  fullRefresh: boolean;
  toUpdate: Design[];
  toRemove: Design[];
}

/** A state with nothing queued. */
export function emptyRefreshState(): DesignListRefreshState {
  return { fullRefresh: false, toUpdate: [], toRemove: [] };
}

/** Queues `design` for an in-place update; a later update of the same id replaces the earlier. */
export function queueUpdate(state: DesignListRefreshState, design: Design): DesignListRefreshState {
  return { ...state, toUpdate: [...state.toUpdate.filter((d) => d.id !== design.id), design] };
}

/** Queues `design` for removal and drops any pending update of it. */
export function queueRemoval(
  state: DesignListRefreshState,
  design: Design,
): DesignListRefreshState {
  return {
    ...state,
    toUpdate: state.toUpdate.filter((d) => d.id !== design.id),
    toRemove: [...state.toRemove.filter((d) => d.id !== design.id), design],
  };
}

/** Asks for a full refresh (after sign-out, spec §4). */
export function requestFullRefresh(state: DesignListRefreshState): DesignListRefreshState {
  return { ...state, fullRefresh: true };
}

/**
 * Applies the queued changes to a list and returns the new list with a reset state. A full
 * refresh cannot be applied locally: the caller reloads when `reload` is true.
 */
export function applyRefresh(
  list: readonly Design[],
  state: DesignListRefreshState,
): { list: Design[]; reload: boolean; state: DesignListRefreshState } {
  const removed = new Set(state.toRemove.map((d) => d.id));
  const updates = new Map(state.toUpdate.map((d) => [d.id, d]));
  const next = list.filter((d) => !removed.has(d.id)).map((d) => updates.get(d.id) ?? d);
  return { list: next, reload: state.fullRefresh, state: emptyRefreshState() };
}
