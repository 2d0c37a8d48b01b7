import { createRemoteJWKSet, jwtVerify, type JWTPayload } from 'jose';

/** The caller, as the verified access token says. */
export interface Caller {
  /** Cognito `sub`: the user id everywhere in the api. */
  userId: string;
  username: string;
  groups: string[];
  /** When the token's session signed in (`auth_time`, seconds), if the token says. */
  authTime?: number;
}

export interface VerifierOptions {
  issuer: string;
  clientId: string;
  jwksUrl: string;
  /** Seconds of clock tolerance on expiry (spec §9: 5 s). */
  toleranceSeconds?: number;
}

/** Why a token was refused; the message is safe to show to the client. */
export class TokenError extends Error {
  override name = 'TokenError';
}

/**
 * Verifies Cognito access tokens against the pool's JWKS (DESIGN.md §10): RS256 signature,
 * issuer, client, `token_use` access, expiry with tolerance.
 */
export function createTokenVerifier(options: VerifierOptions) {
  const jwks = createRemoteJWKSet(new URL(options.jwksUrl), { cooldownDuration: 30_000 });
  return async function verify(token: string): Promise<Caller> {
    let payload: JWTPayload;
    try {
      ({ payload } = await jwtVerify(token, jwks, {
        issuer: options.issuer,
        algorithms: ['RS256'],
        clockTolerance: options.toleranceSeconds ?? 5,
        requiredClaims: ['exp', 'sub'],
      }));
    } catch (error) {
      throw new TokenError(reason(error), { cause: error });
    }
    if (payload.token_use !== 'access') throw new TokenError('The token is not an access token.');
    if (payload.client_id !== options.clientId)
      throw new TokenError('The token was issued to another app client.');
    const groups = payload['cognito:groups'];
    return {
      userId: String(payload.sub),
      username: typeof payload.username === 'string' ? payload.username : String(payload.sub),
      groups: Array.isArray(groups) ? groups.filter((g): g is string => typeof g === 'string') : [],
      ...(Number.isSafeInteger(payload.auth_time) ? { authTime: Number(payload.auth_time) } : {}),
    };
  };
}

function reason(error: unknown): string {
  const code = (error as { code?: string }).code;
  switch (code) {
    case 'ERR_JWT_EXPIRED':
      return 'The access token has expired: sign in again.';
    case 'ERR_JWT_CLAIM_VALIDATION_FAILED':
      return 'The access token was not issued by this user pool.';
    case 'ERR_JWKS_NO_MATCHING_KEY':
    case 'ERR_JWS_SIGNATURE_VERIFICATION_FAILED':
      return 'The access token signature is not valid.';
    case 'ERR_JOSE_ALG_NOT_ALLOWED':
      return 'The access token uses an algorithm that is not accepted.';
    case 'ERR_JWKS_TIMEOUT':
    case 'ERR_JOSE_GENERIC':
      return 'The access token could not be checked right now: try again.';
    default:
      return 'The access token is malformed.';
  }
}

/**
 * Reads the e-mail address from a Cognito ID token that belongs to the caller: verified like an
 * access token (signature against the pool's JWKS, issuer, expiry), with `token_use` id, this
 * app client as audience and the caller's own `sub`. The site sends its ID token with the profile
 * call; the access token has no e-mail claim.
 * @returns the address, or null when the token says none
 * @throws TokenError when the token is not a valid ID token of the caller
 */
export function createIdTokenEmailReader(options: VerifierOptions) {
  const jwks = createRemoteJWKSet(new URL(options.jwksUrl), { cooldownDuration: 30_000 });
  return async function readEmail(token: string, userId: string): Promise<string | null> {
    let payload: JWTPayload;
    try {
      ({ payload } = await jwtVerify(token, jwks, {
        issuer: options.issuer,
        audience: options.clientId,
        algorithms: ['RS256'],
        clockTolerance: options.toleranceSeconds ?? 5,
        requiredClaims: ['exp', 'sub'],
      }));
    } catch (error) {
      throw new TokenError(reason(error).replace('access token', 'ID token'), { cause: error });
    }
    if (payload.token_use !== 'id') throw new TokenError('The token is not an ID token.');
    if (payload.sub !== userId) throw new TokenError('The ID token belongs to another account.');
    const email = payload.email;
    return typeof email === 'string' && email.includes('@') ? email : null;
  };
}
