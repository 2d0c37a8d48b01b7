import { ANONYMOUS_SESSION, type Session } from '../domain/session.ts';
import { decodeJwt } from './jwt.ts';

/** The three tokens Cognito hands out. */
export interface Tokens {
  accessToken: string;
  idToken: string;
  refreshToken: string;
}

/**
 * Derives the session of spec §3 from tokens: username from the access token's `username`, else
 * its email (or the ID token's); attributes are the ID token's claims; groups from
 * `cognito:groups`.
 * @throws Error when a token cannot be decoded
 */
export function sessionFromTokens(tokens: Pick<Tokens, 'accessToken' | 'idToken'>): Session {
  const access = decodeJwt(tokens.accessToken);
  const attributes = tokens.idToken ? decodeJwt(tokens.idToken) : {};
  const username =
    (typeof access.username === 'string' && access.username) ||
    (typeof access.email === 'string' && access.email) ||
    (typeof attributes.email === 'string' && attributes.email) ||
    null;
  const rawGroups = access['cognito:groups'] ?? attributes['cognito:groups'];
  return {
    authenticated: true,
    accessToken: tokens.accessToken,
    username,
    attributes,
    groups: Array.isArray(rawGroups)
      ? rawGroups.filter((g): g is string => typeof g === 'string')
      : [],
  };
}

/**
 * Reads the session safely (spec §4): any error resets it to unauthenticated with no username,
 * attributes or groups.
 */
export async function readSession(load: () => Promise<Session> | Session): Promise<Session> {
  try {
    return await load();
  } catch {
    return { ...ANONYMOUS_SESSION, attributes: {}, groups: [] };
  }
}

/** The e-mail of a session (ID token claim), for display. */
export function sessionEmail(session: Session): string | null {
  const email = session.attributes.email;
  return typeof email === 'string' ? email : null;
}
