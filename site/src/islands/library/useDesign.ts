import { getDesign } from '@stickerei/shared/api-client';
import type { DesignDetail } from '@stickerei/shared/domain';
import { useCallback, useEffect, useState } from 'react';
import { libraryApi } from '../../lib/library/session.ts';

export type DesignLoad =
  | { status: 'loading' }
  | { status: 'ready'; design: DesignDetail }
  | { status: 'error'; error: unknown };

/** One design's details (`GET /api/stickerei/{id}`), reloaded when `id` changes or on `reload`. */
export function useDesign(id: string | null) {
  const [load, setLoad] = useState<DesignLoad>({ status: 'loading' });
  const [generation, setGeneration] = useState(0);

  useEffect(() => {
    if (!id) return;
    let live = true;
    setLoad((current) =>
      current.status === 'ready' && current.design.id === id ? current : { status: 'loading' },
    );
    getDesign(libraryApi().client, id).then(
      (design) => live && setLoad({ status: 'ready', design }),
      (error: unknown) => live && setLoad({ status: 'error', error }),
    );
    return () => {
      live = false;
    };
  }, [id, generation]);

  const reload = useCallback(() => setGeneration((g) => g + 1), []);
  const replace = useCallback((design: DesignDetail) => setLoad({ status: 'ready', design }), []);
  return { load, reload, replace };
}
