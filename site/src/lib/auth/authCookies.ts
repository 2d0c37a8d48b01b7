/** Every token cookie of the auth client starts with this (`stickerei.auth.<clientId>.<field>`). */
export const AUTH_COOKIE_PREFIX = 'stickerei.auth.';

/** The names of the cookies in `cookieHeader` (a `document.cookie` string). */
function cookieNames(cookieHeader: string): string[] {
  return cookieHeader
    .split(/;\s*/)
    .map((part) => decodeURIComponent(part.slice(0, Math.max(0, part.indexOf('=')))))
    .filter(Boolean);
}

/**
 * Token cookies of app clients other than `clientId`: left behind when the user pool or its
 * client changed (a fresh local identity service). The header reads whichever ID token it finds,
 * so these would make it claim a session the auth client does not know.
 */
export function foreignAuthCookies(cookieHeader: string, clientId: string): string[] {
  const own = `${AUTH_COOKIE_PREFIX}${clientId}.`;
  return cookieNames(cookieHeader).filter(
    (name) => name.startsWith(AUTH_COOKIE_PREFIX) && !name.startsWith(own),
  );
}

/** Every token cookie of the auth client in `cookieHeader`, whichever app client wrote it. */
export function allAuthCookies(cookieHeader: string): string[] {
  return cookieNames(cookieHeader).filter((name) => name.startsWith(AUTH_COOKIE_PREFIX));
}
