import type { AuthClient } from '@stickerei/shared/auth';
import type { Session } from '@stickerei/shared/domain';
import { useCallback, useEffect, useState } from 'react';
import { loadSiteAuth } from '../../lib/auth/siteAuth.ts';

export type SiteAuthState =
  | { status: 'loading' }
  | { status: 'failed'; error: unknown }
  | { status: 'ready'; auth: AuthClient; session: Session };

/**
 * The identity client and the current session for an island. The session is read again on
 * every auth event (sign-in, sign-out, token refresh: spec §4). `retry` loads again after a
 * failure (the configuration could not be fetched).
 */
export function useSiteAuth(): SiteAuthState & { retry: () => void } {
  const [state, setState] = useState<SiteAuthState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let active = true;
    let stop = () => {};
    loadSiteAuth().then(
      async (auth) => {
        const read = async () => {
          const session = await auth.getSession();
          if (active) setState({ status: 'ready', auth, session });
        };
        stop = auth.listen(() => void read());
        await read();
      },
      (error: unknown) => active && setState({ status: 'failed', error }),
    );
    return () => {
      active = false;
      stop();
    };
  }, [attempt]);

  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((n) => n + 1);
  }, []);
  return { ...state, retry };
}
