import { CookieStorage, createAuthClient, type AuthClient } from '@stickerei/shared/auth';
import { createRequestClient, getConfig } from '@stickerei/shared/api-client';
import type { SessionSource } from './authProvider.ts';

export type SessionAuth = Pick<AuthClient, 'getSession' | 'signOut' | 'usesHostedUi'>;

/**
 * The admin's session source over the shared identity client. Sign-in happens on the site's
 * page (`/sign-in?returnTo=<admin path>`), which continues straight to the hosted sign-in when
 * one is configured (`hosted=1`).
 */
export function createSessionSource(
  auth: SessionAuth,
  navigate: (url: string) => void = (url) => window.location.assign(url),
): SessionSource {
  return {
    getSession: () => auth.getSession(),
    signInUrl(returnTo) {
      const params = new URLSearchParams({ returnTo });
      if (auth.usesHostedUi) params.set('hosted', '1');
      return `/sign-in?${params.toString()}`;
    },
    async signOut() {
      const { redirect } = await auth.signOut();
      if (!redirect) return;
      navigate(redirect);
      // The hosted sign-out is under way; returning would let react-admin navigate to '/' and
      // cancel it, so this never settles (the page is being left).
      await new Promise<never>(() => undefined);
    },
  };
}

function localStorageOrUndefined(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    // Blocked storage: no hosted redirect state can be kept; the site's own form still works.
    return undefined;
  }
}

/**
 * Loads the identity configuration (`GET /api/config`) and returns the session source. Tokens
 * live in the same cookies as on the site (one origin, path /), so a sign-in on the site carries
 * into /superadmin and a sign-out here ends it there too.
 * @throws RequestError when the configuration cannot be loaded (the admin then does not start)
 */
export async function loadSessionSource(): Promise<SessionSource> {
  const { cognito } = await getConfig(createRequestClient({ baseUrl: '/api' }));
  const auth = createAuthClient({
    config: cognito,
    storage: new CookieStorage(document, { secure: window.location.protocol === 'https:' }),
    redirectStorage: localStorageOrUndefined(),
    origin: window.location.origin,
  });
  return createSessionSource(auth);
}
