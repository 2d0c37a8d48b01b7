import { listThreadBrands, type RequestClient } from '@stickerei/shared/api-client';
import type { ThreadBrandSummary } from '@stickerei/shared/domain';
import { useEffect, useState } from 'react';
import { sortedCharts } from '../../lib/machine/threadChoice.ts';

let brands: Promise<ThreadBrandSummary[]> | null = null;

/** The thread charts, sorted by name; asked for once per page (they change with releases only). */
function loadBrands(client: RequestClient): Promise<ThreadBrandSummary[]> {
  brands ??= listThreadBrands(client)
    .then(sortedCharts)
    .catch((error: unknown) => {
      brands = null;
      throw error;
    });
  return brands;
}

/** The charts once loaded (null before; an empty list when they could not be loaded). */
export function useThreadBrands(client: RequestClient): ThreadBrandSummary[] | null {
  const [list, setList] = useState<ThreadBrandSummary[] | null>(null);
  useEffect(() => {
    let live = true;
    loadBrands(client).then(
      (loaded) => live && setList(loaded),
      (error: unknown) => {
        console.warn('Stickerei: the thread charts could not be loaded.', error);
        if (live) setList([]);
      },
    );
    return () => {
      live = false;
    };
  }, [client]);
  return list;
}
