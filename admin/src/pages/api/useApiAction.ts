import { useState } from 'react';
import { useNotify } from 'react-admin';
import { useAdminApi, type AdminApi } from './useAdminApi.ts';

/**
 * A page's api action (a button's): `busy` while it runs; a failure runs `onError`, when given,
 * and shows the api's message as an error notification.
 */
export function useApiAction() {
  const api = useAdminApi();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const run = async (action: (api: AdminApi) => Promise<void>, onError?: () => void) => {
    setBusy(true);
    try {
      await action(api);
    } catch (error) {
      onError?.();
      notify(error instanceof Error ? error.message : String(error), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return { busy, run };
}
