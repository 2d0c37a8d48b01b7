import { getFilterOptions } from '@stickerei/shared/api-client';
import type { DesignFilters, FilterOptions } from '@stickerei/shared/domain';
import { useEffect, useState } from 'react';
import { filterKey, queryFromKey } from '../../lib/library/listQuery.ts';
import { isAbort } from '../../lib/library/errors.ts';
import { libraryApi } from '../../lib/library/session.ts';

/**
 * Facet counts under `filters`; the previous counts stay until the new ones arrive. A failure
 * leaves the panel without counts (the filters still work).
 */
export function useFilterOptions(
  filters: DesignFilters | null,
  /** A new value fetches the counts again (the library grew). */
  generation = 0,
): FilterOptions | null {
  const [options, setOptions] = useState<FilterOptions | null>(null);
  const key = filters ? filterKey(filters) : null;
  useEffect(() => {
    if (key === null) return;
    const controller = new AbortController();
    const current: DesignFilters = queryFromKey(key);
    getFilterOptions(libraryApi().client, current, controller.signal).then(
      setOptions,
      (error: unknown) => {
        if (isAbort(error) || controller.signal.aborted) return;
        console.warn('Stickerei: the filter counts could not be loaded.', error);
        setOptions(null);
      },
    );
    return () => controller.abort();
  }, [key, generation]);
  return options;
}
