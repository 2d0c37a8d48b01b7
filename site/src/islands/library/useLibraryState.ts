import { useCallback, useMemo, useRef, useSyncExternalStore } from 'react';
import {
  DEFAULT_STATE,
  searchFromState,
  stateFromSearch,
  type LibraryState,
} from '../../lib/library/filterState.ts';
import { currentSearch, navigateSearch, subscribeUrl } from '../../stores/libraryUrl.ts';

const DEPTH = 'stickereiDesignDepth';

function designDepth(): number {
  const state: unknown = history.state;
  const depth = state && typeof state === 'object' ? (state as Record<string, unknown>)[DEPTH] : 0;
  return typeof depth === 'number' && depth > 0 ? depth : 0;
}

/**
 * The library state kept in the URL: every filter change is a history entry, so links can be
 * shared and back/forward step through the filters. Opening a design adds an entry that closing
 * takes back.
 */
export function useLibraryState() {
  const search = useSyncExternalStore(subscribeUrl, currentSearch, () => '');
  const state = useMemo(() => stateFromSearch(search), [search]);
  const latest = useRef(state);
  latest.current = state;

  const change = useCallback((patch: Partial<LibraryState>) => {
    navigateSearch(searchFromState({ ...latest.current, ...patch }));
  }, []);

  const clearFilters = useCallback(() => {
    const { sort, order, design } = latest.current;
    navigateSearch(searchFromState({ ...DEFAULT_STATE, sort, order, design }));
  }, []);

  // Each design opened on this page is a history entry that remembers how many design entries
  // lie above the grid, so closing returns there in one step, however far the visitor went
  // through similar designs (and back/forward in between).
  const openDesign = useCallback((id: string) => {
    const depth = designDepth() + 1;
    navigateSearch(searchFromState({ ...latest.current, design: id }), 'push', { [DEPTH]: depth });
  }, []);

  const closeDesign = useCallback(() => {
    const depth = designDepth();
    if (depth > 0) history.go(-depth);
    else navigateSearch(searchFromState({ ...latest.current, design: null }), 'replace');
  }, []);

  return { state, change, clearFilters, openDesign, closeDesign };
}
