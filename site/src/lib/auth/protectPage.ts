import type { RouteMeta, Session } from '@stickerei/shared/domain';
import { USER_PAGE, guardNavigation } from './pageGuard.ts';
import { loadSiteAuth } from './siteAuth.ts';

/** `<html data-guard>`: `allowed` shows the protected content, `failed` the guard's error. */
export const GUARD_ATTRIBUTE = 'data-guard';

let checking: Promise<Session | null> | null = null;

async function check(meta: RouteMeta): Promise<Session | null> {
  const root = document.documentElement;
  root.removeAttribute(GUARD_ATTRIBUTE);
  try {
    const auth = await loadSiteAuth();
    const { decision, session } = await guardNavigation(
      `${location.pathname}${location.search}`,
      meta,
      // replace: the refused page stays out of the history, so Back does not bounce.
      { auth, navigate: (url) => location.replace(url) },
    );
    if (decision.kind !== 'allow') return null;
    root.setAttribute(GUARD_ATTRIBUTE, 'allowed');
    return session;
  } catch (error) {
    console.error('Stickerei: the session could not be checked.', error);
    root.setAttribute(GUARD_ATTRIBUTE, 'failed');
    return null;
  }
}

/**
 * Guards the current page in the browser (spec §2): the content stays hidden ("checking your
 * session") until the guard allows it. Islands on the page await the same check and get the
 * session, or null when the page is being left.
 */
export function protectPage(meta: RouteMeta = USER_PAGE): Promise<Session | null> {
  if (!checking) {
    checking = check(meta);
    // A page restored from the back-forward cache may belong to a session that has ended since.
    window.addEventListener('pageshow', (event) => {
      if (event.persisted) checking = check(meta);
    });
  }
  return checking;
}
