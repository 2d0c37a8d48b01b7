import { useCallback, useEffect, useRef, useState } from 'react';
import type { RequestClient } from '@stickerei/shared/api-client';
import { useAdminApi } from './useAdminApi.ts';

export interface ApiData<T> {
  data?: T;
  error: Error | null;
  loading: boolean;
  /** Loads again (after a change the page made). */
  reload: () => void;
}

/**
 * Loads `load` now and whenever `key` changes; an answer for an older key is dropped, so fast
 * filter changes never show stale data.
 */
export function useApiData<T>(
  key: string,
  load: (client: RequestClient, signal: AbortSignal) => Promise<T>,
): ApiData<T> {
  const api = useAdminApi();
  const [state, setState] = useState<{ data?: T; error: Error | null; loading: boolean }>({
    error: null,
    loading: true,
  });
  const [round, setRound] = useState(0);
  const loadRef = useRef(load);
  loadRef.current = load;

  useEffect(() => {
    const controller = new AbortController();
    setState((s) => ({ ...s, loading: true }));
    api
      .call((client) => loadRef.current(client, controller.signal))
      .then(
        (data) => !controller.signal.aborted && setState({ data, error: null, loading: false }),
        (error: unknown) =>
          !controller.signal.aborted &&
          setState((s) => ({
            ...s,
            error: error instanceof Error ? error : new Error(String(error)),
            loading: false,
          })),
      );
    return () => controller.abort();
  }, [api, key, round]);

  const reload = useCallback(() => setRound((r) => r + 1), []);
  return { ...state, reload };
}
