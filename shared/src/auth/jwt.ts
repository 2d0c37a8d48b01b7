/** Claims of a JSON Web Token, decoded without verification (the api verifies). */
export type Claims = Record<string, unknown>;

function base64UrlDecode(segment: string): string {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const binary = atob(padded);
  const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

/**
 * Decodes a JWT's payload.
 * @throws Error when the token is not three segments with a JSON object in the middle
 */
export function decodeJwt(token: string): Claims {
  const parts = token.split('.');
  if (parts.length !== 3 || !parts[1]) throw new Error('Invalid token: not a JWT');
  const payload: unknown = JSON.parse(base64UrlDecode(parts[1]));
  if (!payload || typeof payload !== 'object' || Array.isArray(payload)) {
    throw new Error('Invalid token: payload is not an object');
  }
  return payload as Claims;
}

/**
 * True when the token expires within `toleranceSeconds` from `nowMs` (spec §9: 5 s), allowing
 * for the clock drift between this device and the identity service.
 */
export function isExpired(
  token: string,
  nowMs: number,
  toleranceSeconds = 5,
  clockDriftMs = 0,
): boolean {
  const exp = decodeJwt(token).exp;
  if (typeof exp !== 'number') return true;
  return (nowMs - clockDriftMs) / 1000 >= exp - toleranceSeconds;
}
