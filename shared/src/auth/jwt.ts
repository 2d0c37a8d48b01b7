/** Claims of a JSON Web Token, decoded without verification (the api verifies). */
export type Claims = Record<string, unknown>;

const utf8 = new TextDecoder();

function base64UrlDecode(segment: string): string {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return utf8.decode(bytes);
}

// The last tokens decoded, by token: a page asks for the session (and so decodes the same two
// tokens) many times while it starts — the admin a dozen times before its first screen, each
// decode a JSON parse of a kilobyte (issue 17). Entries hold nothing the cookie does not.
const decoded = new Map<string, Claims>();
const DECODED_KEPT = 4;

/**
 * Decodes a JWT's payload: a fresh copy of the claims each call (callers may add or replace
 * claims; nested values, such as `cognito:groups`, are shared and read only).
 * @throws Error when the token is not three segments with a JSON object in the middle
 */
export function decodeJwt(token: string): Claims {
  const known = decoded.get(token);
  if (known) return { ...known };
  const parts = token.split('.');
  if (parts.length !== 3 || !parts[1]) throw new Error('Invalid token: not a JWT');
  const payload: unknown = JSON.parse(base64UrlDecode(parts[1]));
  if (!payload || typeof payload !== 'object' || Array.isArray(payload)) {
    throw new Error('Invalid token: payload is not an object');
  }
  if (decoded.size >= DECODED_KEPT) decoded.delete(decoded.keys().next().value!);
  decoded.set(token, payload as Claims);
  return { ...(payload as Claims) };
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
