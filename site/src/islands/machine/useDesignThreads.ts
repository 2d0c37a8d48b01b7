import {
  getDesignThreads,
  updateUserSettings,
  type RequestClient,
} from '@stickerei/shared/api-client';
import type { DesignThreads, ThreadBrandSummary } from '@stickerei/shared/domain';
import { useCallback, useEffect, useState } from 'react';
import { rememberBrand, rememberedBrand } from '../../lib/machine/threadChoice.ts';

export type ThreadsLoad =
  | { status: 'loading'; threads: DesignThreads | null }
  | { status: 'ready'; threads: DesignThreads }
  | { status: 'error'; error: unknown; threads: DesignThreads | null };

function browserStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    // Blocked storage: the chart is not remembered beyond this page.
    return null;
  }
}

/**
 * A design's thread list in the chart chosen last: signed-in users keep the choice in their
 * settings (the api answers with it when asked without a chart), anonymous visitors in this
 * browser. `choose` shows another chart and remembers it.
 */
export function useDesignThreads(options: {
  client: RequestClient;
  designId: string;
  signedIn: boolean | undefined;
  brands: readonly ThreadBrandSummary[] | null;
}) {
  const { client, designId, signedIn, brands } = options;
  const [brand, setBrand] = useState<string | undefined>(undefined);
  const [decided, setDecided] = useState(false);
  const [load, setLoad] = useState<ThreadsLoad>({ status: 'loading', threads: null });
  const [attempt, setAttempt] = useState(0);

  // The first chart: the api's choice for signed-in users, this browser's for anonymous ones.
  useEffect(() => {
    if (decided || signedIn === undefined) return;
    if (signedIn) setDecided(true);
    else if (brands) {
      setBrand(rememberedBrand(browserStorage(), brands));
      setDecided(true);
    }
  }, [decided, signedIn, brands]);

  useEffect(() => {
    if (!decided) return;
    const controller = new AbortController();
    setLoad((current) => ({ status: 'loading', threads: current.threads }));
    getDesignThreads(client, designId, brand, controller.signal).then(
      (threads) => setLoad({ status: 'ready', threads }),
      (error: unknown) => {
        if (!controller.signal.aborted)
          setLoad((c) => ({ status: 'error', error, threads: c.threads }));
      },
    );
    return () => controller.abort();
  }, [client, designId, brand, decided, attempt]);

  const choose = useCallback(
    (next: string) => {
      setBrand(next);
      if (!signedIn) return rememberBrand(browserStorage(), next);
      updateUserSettings(client, { threadBrand: next }).catch((error: unknown) =>
        console.warn('Stickerei: the chosen thread chart could not be remembered.', error),
      );
    },
    [client, signedIn],
  );
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { load, brand: brand ?? load.threads?.brand, choose, retry };
}
