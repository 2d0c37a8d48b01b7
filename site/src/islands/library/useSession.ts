import type { Session } from '@stickerei/shared/domain';
import { useEffect, useState } from 'react';
import { libraryApi } from '../../lib/library/session.ts';

/**
 * The visitor's session, read once when the island mounts; null until known. Pages that need a
 * signed-in user pass their guard's check as `source`.
 */
export function useSession(source?: () => Promise<Session | null>): Session | null | undefined {
  const [session, setSession] = useState<Session | null | undefined>(undefined);
  useEffect(() => {
    let live = true;
    const read = source ?? (() => libraryApi().auth.getSession());
    void read().then((value) => {
      if (live) setSession(value);
    });
    return () => {
      live = false;
    };
  }, [source]);
  return session;
}
