import type { AuthClient } from '@stickerei/shared/auth';
import { designListRefresh } from '../../stores/designListRefresh.ts';
import { allAuthCookies } from './authCookies.ts';
import { loadSiteAuth } from './siteAuth.ts';

/**
 * Sign-out of spec §4: revokes the refresh token and clears the tokens (the auth client, which
 * also tells its listeners so the session is read again), requests a full design-list refresh,
 * then leaves for the home page, or the hosted sign-out when one is configured.
 */
export async function signOutAndLeave(deps: {
  auth: Pick<AuthClient, 'signOut'>;
  requestFullRefresh: () => void;
  navigate: (url: string) => void;
}): Promise<void> {
  let redirect: string | null = null;
  try {
    redirect = (await deps.auth.signOut()).redirect;
  } finally {
    deps.requestFullRefresh();
    deps.navigate(redirect ?? '/');
  }
}

/**
 * Signs out but stays on the page (the sign-in and sign-up pages offer it to someone who is
 * already signed in): tokens revoked and cleared, full design-list refresh requested.
 */
export async function signOutStaying(auth: Pick<AuthClient, 'signOut'>): Promise<void> {
  try {
    await auth.signOut();
  } finally {
    designListRefresh().requestFullRefresh();
  }
}

/** Signs out in this browser and goes to the home page. */
export async function signOutOfSite(): Promise<void> {
  let auth: Pick<AuthClient, 'signOut'>;
  try {
    auth = await loadSiteAuth();
  } catch (error) {
    // Without the identity configuration nothing can be revoked, but the tokens still go.
    console.warn('Stickerei: signing out locally only.', error);
    auth = { signOut: async () => (clearAuthCookies(), { redirect: null }) };
  }
  await signOutAndLeave({
    auth,
    requestFullRefresh: () => designListRefresh().requestFullRefresh(),
    navigate: (url) => location.assign(url),
  });
}

function clearAuthCookies(): void {
  for (const name of allAuthCookies(document.cookie)) {
    document.cookie = `${encodeURIComponent(name)}=; path=/; max-age=0`;
  }
}
