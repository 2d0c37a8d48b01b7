/** Where a sign-in goes when nobody asked for a page (the user's own files). */
export const DEFAULT_RETURN_TO = '/files';

// Pages a finished sign-in must not go back to: they would only offer to sign in again, or
// say that access was refused to whoever was signed in before.
const NO_RETURN_PAGES = new Set(['/sign-in', '/sign-up', '/forgot-password', '/access-denied']);

/**
 * The page to go to after signing in: `raw` (the `returnTo` query parameter) when it is a path
 * on this origin, else `fallback`. Absolute URLs, protocol-relative `//host` paths, backslash
 * tricks, the sign-in pages themselves and /access-denied fall back, so a link can never send a fresh session to
 * another site.
 */
export function safeReturnTo(
  raw: string | null | undefined,
  origin: string,
  fallback = DEFAULT_RETURN_TO,
): string {
  if (!raw || !raw.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) {
    return fallback;
  }
  let url: URL;
  try {
    url = new URL(raw, origin);
  } catch {
    return fallback;
  }
  if (url.origin !== origin) return fallback;
  if (NO_RETURN_PAGES.has(url.pathname.replace(/\.html$/, '').replace(/\/+$/, ''))) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * The product's sign-in page that comes back to `returnTo` afterwards. `hosted` asks the page to
 * continue straight to the hosted sign-in when one is configured (the admin's guard uses it).
 */
export function signInPath(returnTo: string, options: { hosted?: boolean } = {}): string {
  const params = new URLSearchParams({ returnTo });
  if (options.hosted) params.set('hosted', '1');
  return `/sign-in?${params.toString()}`;
}
