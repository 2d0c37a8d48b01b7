import type { AuthClient } from '@stickerei/shared/auth';
import { afterSignIn } from './afterSignIn.ts';
import { safeReturnTo } from './returnTo.ts';

/** True when `url` is the hosted sign-in coming back: a code or an error, with a state. */
export function isHostedRedirect(url: URL): boolean {
  const params = url.searchParams;
  return params.has('state') && (params.has('code') || params.has('error'));
}

/**
 * Completes a hosted sign-in on the home page (the OAuth redirect target, spec §9): exchanges
 * the code, loads the profile and goes to the page the user wanted. Without a hosted sign-in
 * configured the parameters are only dropped from the address.
 * @throws AuthError on cancellation, state mismatch, an expired sign-in state or invalid tokens
 */
export async function completeHostedSignIn(deps: {
  auth: Pick<AuthClient, 'handleRedirect'>;
  url: URL;
  loadProfile: () => Promise<unknown>;
  navigate: (url: string) => void;
  /** Removes the query from the address without loading the page again. */
  clearQuery: () => void;
}): Promise<void> {
  let target: string | null;
  try {
    target = await deps.auth.handleRedirect(deps.url);
  } finally {
    // The code can be exchanged only once; a reload must not try it again.
    deps.clearQuery();
  }
  if (target === null) return;
  await afterSignIn(deps, safeReturnTo(target, deps.url.origin, '/'));
}
