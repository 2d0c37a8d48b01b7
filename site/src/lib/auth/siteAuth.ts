import {
  AuthError,
  CookieStorage,
  createAuthClient,
  type AuthClient,
} from '@stickerei/shared/auth';
import {
  createRequestClient,
  getConfig,
  getUserProfile,
  type RequestClient,
} from '@stickerei/shared/api-client';
import type { UserProfile } from '@stickerei/shared/domain';
import { foreignAuthCookies } from './authCookies.ts';

function localStorageOrUndefined(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    // Without localStorage a hosted sign-in cannot remember its state; the own form still works.
    return undefined;
  }
}

function dropForeignTokens(clientId: string): void {
  for (const name of foreignAuthCookies(document.cookie, clientId)) {
    document.cookie = `${encodeURIComponent(name)}=; path=/; max-age=0`;
  }
}

async function createSiteAuth(): Promise<AuthClient> {
  let config;
  try {
    config = (await getConfig(createRequestClient({ baseUrl: '/api' }))).cognito;
  } catch (error) {
    throw new AuthError('NetworkError', 'The identity configuration could not be loaded.', {
      cause: error,
    });
  }
  dropForeignTokens(config.clientId);
  return createAuthClient({
    config,
    // Cookies (spec §9) so the admin at /superadmin shares the session on this origin.
    storage: new CookieStorage(document, { secure: location.protocol === 'https:' }),
    redirectStorage: localStorageOrUndefined(),
    origin: location.origin,
  });
}

let loading: Promise<AuthClient> | null = null;

/**
 * The page's identity client, configured from `GET /api/config` (loaded once per page).
 * @throws AuthError NetworkError when the configuration cannot be loaded (a retry loads again)
 */
export function loadSiteAuth(): Promise<AuthClient> {
  loading ??= createSiteAuth().catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

/** An api client sending the session's access token (refreshed when needed). */
export function siteApi(auth: Pick<AuthClient, 'getAccessToken'>): RequestClient {
  return createRequestClient({ baseUrl: '/api', getToken: () => auth.getAccessToken() });
}

/**
 * `GET /api/user/profile` for the signed-in user (the api creates the profile on first call),
 * with the ID token, from which the api takes the account's e-mail address.
 */
export async function loadProfile(
  auth: Pick<AuthClient, 'getAccessToken' | 'getIdToken'>,
): Promise<UserProfile | null> {
  return getUserProfile(siteApi(auth), await auth.getIdToken());
}
