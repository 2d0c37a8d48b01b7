import type { Design, DesignListResponse } from '@stickerei/shared/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import { appendPage, listedDesign } from '../../lib/library/designList.ts';
import { isAbort } from '../../lib/library/errors.ts';

export type FetchPage = (cursor: string | null, signal: AbortSignal) => Promise<DesignListResponse>;

export interface DesignListView {
  items: Design[];
  total: number;
  estimate: boolean;
  /** `loading` covers the first page of new filters; the old items stay shown meanwhile. */
  status: 'loading' | 'ready' | 'error';
  error: unknown;
  hasMore: boolean;
  loadingMore: boolean;
  moreError: unknown;
  /** The api is filling the demo library: the list grows (`refresh` shows the newer state). */
  filling: boolean;
}

const INITIAL: DesignListView = {
  items: [],
  total: 0,
  estimate: false,
  status: 'loading',
  error: null,
  hasMore: false,
  loadingMore: false,
  moreError: null,
  filling: false,
};

/**
 * A paged design list: the first page whenever `key` changes (an older request is aborted),
 * further pages with the api's cursor. `fetchPage` null waits (e.g. for the session).
 */
export function useDesignList(fetchPage: FetchPage | null, key: string) {
  const [view, setView] = useState<DesignListView>(INITIAL);
  const cursor = useRef<string | null>(null);
  const fetcher = useRef(fetchPage);
  fetcher.current = fetchPage;
  // Which first-page request the shown list belongs to; later pages of an older one are dropped.
  const listId = useRef(0);
  const busy = useRef(false);
  // A quiet generation keeps the shown list (no "loading") until the new first page is there.
  const [generation, setGeneration] = useState({ n: 0, quiet: false });
  const ready = fetchPage !== null;

  useEffect(() => {
    const fetch = fetcher.current;
    if (!fetch) return;
    const controller = new AbortController();
    const id = ++listId.current;
    busy.current = false;
    if (!generation.quiet)
      setView((v) => ({
        ...v,
        status: 'loading',
        error: null,
        moreError: null,
        loadingMore: false,
      }));
    fetch(null, controller.signal).then(
      (page) => {
        if (id !== listId.current) return;
        cursor.current = page.nextCursor;
        setView({
          ...INITIAL,
          items: page.items.map(listedDesign),
          total: page.total,
          estimate: page.totalIsEstimate,
          status: 'ready',
          hasMore: page.nextCursor !== null,
          filling: page.filling === true,
        });
      },
      (error: unknown) => {
        if (id !== listId.current || isAbort(error)) return;
        // A quiet refresh that fails leaves the list as it was.
        if (!generation.quiet) setView((v) => ({ ...v, status: 'error', error }));
      },
    );
    return () => controller.abort();
  }, [key, generation, ready]);

  const loadMore = useCallback(() => {
    const fetch = fetcher.current;
    if (!fetch || !cursor.current || busy.current) return;
    busy.current = true;
    const id = listId.current;
    setView((v) => ({ ...v, loadingMore: true, moreError: null }));
    fetch(cursor.current, new AbortController().signal).then(
      (page) => {
        if (id !== listId.current) return;
        busy.current = false;
        cursor.current = page.nextCursor;
        setView((v) => ({
          ...v,
          items: appendPage(v.items, page.items.map(listedDesign)),
          hasMore: page.nextCursor !== null,
          loadingMore: false,
        }));
      },
      (moreError: unknown) => {
        if (id !== listId.current) return;
        busy.current = false;
        setView((v) => ({ ...v, loadingMore: false, moreError }));
      },
    );
  }, []);

  // The total follows the list's own changes: a removed design counts one less, a new upload one
  // more; updates in place leave it alone.
  const setItems = useCallback((change: (items: Design[]) => Design[]) => {
    setView((v) => {
      const items = change(v.items);
      return { ...v, items, total: Math.max(0, v.total + items.length - v.items.length) };
    });
  }, []);

  const reload = useCallback(() => setGeneration((g) => ({ n: g.n + 1, quiet: false })), []);
  const refresh = useCallback(() => setGeneration((g) => ({ n: g.n + 1, quiet: true })), []);

  return { view, loadMore, setItems, reload, refresh };
}

export type DesignList = ReturnType<typeof useDesignList>;
