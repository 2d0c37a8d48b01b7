import { createRequestClient, type RequestClient } from '@stickerei/shared/api-client';
import { ANONYMOUS_SESSION, type Session } from '@stickerei/shared/domain';
import { allAuthCookies } from '../auth/authCookies.ts';
import { signInPath } from '../auth/returnTo.ts';
import { importWithReload } from '../importWithReload.ts';

/** What the library screens need from the identity side. */
export interface LibraryAuth {
  getAccessToken(): Promise<string | null>;
  getSession(): Promise<Session>;
}

// Anonymous visitors (no token cookie) never download the identity client: the library's first
// page then costs only the list call.
function loadAuth(): Promise<LibraryAuth> {
  return importWithReload(() => import('../auth/siteAuth.ts')).then((m) => m.loadSiteAuth());
}

/** The page's session source: the site's identity client, loaded only when a token exists. */
export function libraryAuth(cookies: () => string = () => document.cookie): LibraryAuth {
  let auth: Promise<LibraryAuth | null> | null = null;
  const get = () => {
    if (allAuthCookies(cookies()).length === 0) return Promise.resolve(null);
    auth ??= loadAuth().catch((error: unknown) => {
      console.error('Stickerei: the session could not be loaded; continuing signed out.', error);
      auth = null;
      return null;
    });
    return auth;
  };
  return {
    getAccessToken: async () => (await get())?.getAccessToken() ?? null,
    getSession: async () => {
      const client = await get();
      if (!client) return ANONYMOUS_SESSION;
      try {
        return await client.getSession();
      } catch (error) {
        // Spec §4: any error reading the session means signed out.
        console.warn('Stickerei: the session could not be read.', error);
        return ANONYMOUS_SESSION;
      }
    },
  };
}

/** The api client of the library screens, sending the session's access token. */
export function libraryClient(auth: Pick<LibraryAuth, 'getAccessToken'>): RequestClient {
  return createRequestClient({ baseUrl: '/api', getToken: () => auth.getAccessToken() });
}

/** The sign-in page, coming back to where the visitor is now. */
export function signInHere(): string {
  return signInPath(`${location.pathname}${location.search}`);
}

let shared: { auth: LibraryAuth; client: RequestClient } | null = null;

/** The page's session source and api client, created on first use (in the browser). */
export function libraryApi(): { auth: LibraryAuth; client: RequestClient } {
  if (!shared) {
    const auth = libraryAuth();
    shared = { auth, client: libraryClient(auth) };
  }
  return shared;
}
