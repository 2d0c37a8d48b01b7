import type { AuthProvider, UserIdentity } from 'react-admin';
import type { Session } from '@stickerei/shared/domain';

/**
 * Where the admin learns who is signed in. The identity work implements this over the Cognito
 * session that the site and the admin share on one origin.
 */
export interface SessionSource {
  /**
   * The current session, tokens refreshed when needed (spec §2: refresh first); the anonymous
   * session when nobody is signed in or reading the session fails (spec §4).
   */
  getSession: () => Promise<Session>;
  /** Where an anonymous visitor signs in so that they come back to `returnTo` (an admin path). */
  signInUrl: (returnTo: string) => string;
  /** Signs out: revokes and clears the tokens (spec §4). */
  signOut: () => Promise<void>;
}

export interface AuthProviderOptions {
  /** The path to come back to after signing in; defaults to the browser's location. */
  currentPath?: () => string;
  /** Leaves the admin for a site page with a full load; `location.replace` by default. */
  leave?: (url: string) => void;
}

/** The site's page for a signed-in user outside group ADMIN (spec §2). */
export const ACCESS_DENIED_PATH = '/access-denied';

/** True for a signed-in member of group ADMIN, the only one who may see the admin. */
export const isAdmin = (session: Session) =>
  session.authenticated && session.groups.includes('ADMIN');

/** Who react-admin shows as signed in: the e-mail where Cognito's username is an opaque id. */
export function identityOf(session: Session): UserIdentity {
  const sub = session.attributes.sub;
  const username = session.username ?? '';
  const email = session.attributes.email;
  return {
    id: typeof sub === 'string' ? sub : username,
    fullName: typeof email === 'string' ? email : username,
  };
}

/**
 * Where a visitor who may not see the admin goes, decided before any of react-admin loads (the
 * entry asks this first, so being sent to sign in costs none of the admin's JavaScript): sign-in
 * for an anonymous visitor, /access-denied for a user outside ADMIN; null for an admin.
 */
export async function entryRedirect(
  source: SessionSource,
  currentPath: string,
): Promise<string | null> {
  const session = await source.getSession();
  if (!session.authenticated) return source.signInUrl(currentPath);
  return isAdmin(session) ? null : ACCESS_DENIED_PATH;
}

function statusOf(error: unknown): number | undefined {
  if (!error || typeof error !== 'object' || !('status' in error)) return undefined;
  return typeof error.status === 'number' ? error.status : undefined;
}

function browserPath(): string {
  return `${window.location.pathname}${window.location.search}`;
}

/**
 * The admin's authProvider over a session source: only group ADMIN gets in (spec §2, §6); an
 * anonymous visitor goes to sign-in, anyone else to /access-denied. react-admin's rejection
 * objects carry `redirectTo`, and `message: false` keeps it from showing a notification first.
 */
export function createAuthProvider(
  source: SessionSource,
  options: AuthProviderOptions = {},
): AuthProvider {
  const currentPath = options.currentPath ?? browserPath;
  let leaving = false;
  // react-admin calls logout repeatedly while it has no one to show the admin to (with
  // requireAuth a LogoutOnMount re-runs after each store reset), and a client-side navigation out
  // of the router made it loop. So logout leaves the admin itself, once, with a full page load,
  // and never settles: react-admin then has nothing left to navigate.
  const leave = (url: string): Promise<never> => {
    if (!leaving) {
      leaving = true;
      (options.leave ?? ((target) => window.location.replace(target)))(url);
    }
    return new Promise<never>(() => undefined);
  };
  const toSignIn = () => ({ redirectTo: source.signInUrl(currentPath()), message: false });
  const toAccessDenied = { redirectTo: ACCESS_DENIED_PATH, logoutUser: false, message: false };

  return {
    login: () => Promise.reject(new Error('The admin has no sign-in form; sign in on the site.')),
    async checkAuth() {
      const session = await source.getSession();
      if (!session.authenticated) throw toSignIn();
      if (!isAdmin(session)) throw toAccessDenied;
    },
    async checkError(error: unknown) {
      const status = statusOf(error);
      if (status === 401) throw toSignIn();
      if (status === 403) throw toAccessDenied;
    },
    async getPermissions() {
      return (await source.getSession()).groups;
    },
    async getIdentity(): Promise<UserIdentity> {
      const session = await source.getSession();
      if (!session.authenticated) throw new Error('Nobody is signed in.');
      return identityOf(session);
    },
    // react-admin also calls logout when nobody may see the admin (after a failed check, and
    // from its LogoutOnMount): an anonymous visitor goes to sign in, a signed-in user who is not
    // an admin to /access-denied, keeping their site session; only an admin's own logout signs
    // out, then goes to the site's home.
    async logout() {
      if (leaving) return leave('/');
      const session = await source.getSession();
      if (!session.authenticated) return leave(source.signInUrl(currentPath()));
      if (!isAdmin(session)) return leave(ACCESS_DENIED_PATH);
      await source.signOut();
      return leave('/');
    },
  };
}
