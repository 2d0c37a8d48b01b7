import { listImportEntries } from '@stickerei/shared/api-client';
import type { EntryState, ImportEntry } from '@stickerei/shared/domain';
import { useCallback, useRef, useState } from 'react';
import { libraryApi } from '../../../lib/library/session.ts';

const PAGE = 100;

export interface EntriesView {
  items: ImportEntry[];
  /** Nothing asked yet: the list loads when it is opened. */
  idle: boolean;
  loading: boolean;
  error: boolean;
  hasMore: boolean;
}

/** An import's entries of one outcome, a page at a time, from the first call of `more`. */
export function useEntries(importId: string, state: EntryState) {
  const [view, setView] = useState<EntriesView>({
    items: [],
    idle: true,
    loading: false,
    error: false,
    hasMore: false,
  });
  const cursor = useRef<string | null>(null);
  const busy = useRef(false);

  const more = useCallback(() => {
    if (busy.current) return;
    busy.current = true;
    setView((v) => ({ ...v, idle: false, loading: true, error: false }));
    listImportEntries(libraryApi().client, importId, {
      state,
      cursor: cursor.current,
      limit: PAGE,
    }).then(
      (page) => {
        busy.current = false;
        cursor.current = page.nextCursor;
        setView((v) => ({
          ...v,
          items: [...v.items, ...page.items],
          loading: false,
          hasMore: page.nextCursor !== null,
        }));
      },
      (error: unknown) => {
        busy.current = false;
        console.warn('Stickerei: the entries of an import could not be loaded.', error);
        setView((v) => ({ ...v, loading: false, error: true }));
      },
    );
  }, [importId, state]);

  return { view, more };
}
