import { useCallback, useEffect, useRef, useState } from 'react';
import type { RequestClient } from '@stickerei/shared/api-client';
import { earlyRequests, type EarlyAnswer } from '../../earlyRequests.ts';
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
 * filter changes never show stale data. An answer the entry started early for `key`
 * (earlyRequests) is used once instead of a new request, unless it failed; one that has already
 * come is drawn with the first render.
 */
export function useApiData<T>(
  key: string,
  load: (client: RequestClient, signal: AbortSignal) => Promise<T>,
): ApiData<T> {
  const api = useAdminApi();
  // null: not looked for yet; undefined: none (or used)
  const early = useRef<EarlyAnswer<T> | undefined | null>(null);
  if (early.current === null) early.current = earlyRequests.take<T>(key);
  const [state, setState] = useState<{ data?: T; error: Error | null; loading: boolean }>(() =>
    early.current && 'value' in early.current
      ? { data: early.current.value, error: null, loading: false }
      : { error: null, loading: true },
  );
  const [round, setRound] = useState(0);
  const loadRef = useRef(load);
  loadRef.current = load;

  useEffect(() => {
    const head = early.current;
    early.current = undefined;
    if (head && 'value' in head) return; // drawn with it
    const controller = new AbortController();
    setState((s) => ({ ...s, loading: true }));
    const ask = () => api.call((client) => loadRef.current(client, controller.signal));
    (head ? head.pending.catch(ask) : ask()).then(
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
