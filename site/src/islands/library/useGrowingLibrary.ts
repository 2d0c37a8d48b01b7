import { useEffect, useState } from 'react';
import type { useDesignList } from './useDesignList.ts';

/** Seconds between looks at a library the api is still filling. */
const REFRESH_SECONDS = 3;
/** Page size of the list: a user who loaded more pages keeps them (no refresh). */
const FIRST_PAGE = 20;

/**
 * While the api fills the demo library (a first start), shows it growing: the first page is
 * fetched again every few seconds, quietly, until the api says the fill is done.
 * @returns a number that changes with every refresh (for counts that should follow)
 */
export function useGrowingLibrary(list: ReturnType<typeof useDesignList>): number {
  const [refreshes, setRefreshes] = useState(0);
  const { view, refresh } = list;
  const due = view.filling && view.status === 'ready' && view.items.length <= FIRST_PAGE;
  useEffect(() => {
    if (!due) return;
    const timer = setTimeout(() => {
      refresh();
      setRefreshes((n) => n + 1);
    }, REFRESH_SECONDS * 1000);
    return () => clearTimeout(timer);
  }, [due, refresh, view]);
  return refreshes;
}
