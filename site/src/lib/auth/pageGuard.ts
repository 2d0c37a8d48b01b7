import { decideNavigation, type AuthClient, type GuardDecision } from '@stickerei/shared/auth';
import type { RouteMeta, Session } from '@stickerei/shared/domain';
import { signInPath } from './returnTo.ts';

/** Route metadata of the pages that need a signed-in USER (spec §2/§6). */
export const USER_PAGE: RouteMeta = { requiresAuth: true, requiredRole: 'USER' };

export type GuardAuth = Pick<AuthClient, 'getSession' | 'usesHostedUi' | 'signInWithRedirect'>;

/**
 * Runs the guard of spec §2 for the page at `path`: the session is read first (which refreshes
 * expiring tokens), then `decideNavigation` decides. An anonymous visitor goes to the hosted
 * sign-in when one is configured, else to the product's sign-in page, coming back to `path`
 * either way; a signed-in user without the role goes to /access-denied.
 */
export async function guardNavigation(
  path: string,
  meta: RouteMeta,
  deps: { auth: GuardAuth; navigate: (url: string) => void },
): Promise<{ decision: GuardDecision; session: Session }> {
  const session = await deps.auth.getSession();
  const decision = decideNavigation(path, meta, session);
  if (decision.kind === 'deny') deps.navigate(decision.redirect);
  if (decision.kind === 'sign-in') deps.navigate(await signInUrl(deps.auth, decision.returnTo));
  return { decision, session };
}

async function signInUrl(auth: GuardAuth, returnTo: string): Promise<string> {
  if (!auth.usesHostedUi) return signInPath(returnTo);
  try {
    return await auth.signInWithRedirect(returnTo);
  } catch (error) {
    // No redirect storage (blocked localStorage): the product's own form still works.
    console.warn('Stickerei: the hosted sign-in could not start; using the sign-in page.', error);
    return signInPath(returnTo);
  }
}
