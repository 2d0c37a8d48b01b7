/** The session of spec §3 as the site and the admin see it. */
export interface Session {
  authenticated: boolean;
  accessToken: string | null;
  /** The token's username, else its email. */
  username: string | null;
  /** Claims of the identity token. */
  attributes: Record<string, unknown>;
  /** From the `cognito:groups` claim. */
  groups: string[];
}

/** The session of someone who is not signed in (also the result of any error reading one). */
export const ANONYMOUS_SESSION: Readonly<Session> = Object.freeze({
  authenticated: false,
  accessToken: null,
  username: null,
  attributes: {},
  groups: [],
});

/** Identity of the signed-in user (spec §3). */
export interface Identity {
  username: string;
  userId: string;
}

/** The tokens Cognito hands out, with the clock drift and optional remembered device. */
export interface AuthSession {
  accessToken: string;
  idToken: string;
  refreshToken: string;
  clockDrift: number;
  device?: { key: string; groupKey: string; password?: string };
}

/** The only role a route can require (spec §3). */
export type Role = 'USER' | 'ADMIN';

/** Route metadata of spec §3. */
export interface RouteMeta {
  requiresAuth?: boolean;
  requiredRole?: 'USER';
}
