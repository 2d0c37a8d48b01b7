import {
  OAUTH_RESPONSE_TYPE,
  OAUTH_SCOPES,
  PKCE_VERIFIER_LENGTH,
  SIGN_IN_STATE_LIFETIME_MS,
} from '../domain/constants.ts';
import { AuthError } from './cognitoApi.ts';
import type { KeyValueStorage } from './storage.ts';

const UNRESERVED = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~';

/** A random string of `length` RFC 7636 unreserved characters. */
export function randomString(
  length: number,
  random: (n: number) => Uint8Array = (n) => crypto.getRandomValues(new Uint8Array(n)),
): string {
  const bytes = random(length);
  let out = '';
  // 66 characters: reject bytes ≥ 198 (3 × 66) so every character is equally likely.
  for (let i = 0; out.length < length; i++) {
    const byte = i < bytes.length ? (bytes[i] ?? 0) : (random(1)[0] ?? 0);
    if (byte < 198) out += UNRESERVED[byte % 66];
  }
  return out;
}

/** PKCE verifier (spec §9: 128 characters). */
export function createVerifier(): string {
  return randomString(PKCE_VERIFIER_LENGTH);
}

/** S256 challenge of a verifier: base64url(SHA-256(verifier)) without padding. */
export async function challengeFor(verifier: string): Promise<string> {
  const digest = new Uint8Array(
    await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier)),
  );
  return btoa(String.fromCharCode(...digest))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/** What a redirect sign-in remembers until the identity service sends the browser back. */
export interface PendingRedirect {
  state: string;
  verifier: string;
  returnTo: string;
  createdAt: number;
}

const PENDING_KEY = 'stickerei.auth.oauth';

export interface HostedUiOptions {
  /** Hosted UI domain, e.g. `auth.example.com` or a full https URL. */
  domain: string;
  clientId: string;
  /** The site origin (spec §9: the redirect is the site origin). */
  redirectUri: string;
}

function base(domain: string): string {
  return /^https?:\/\//.test(domain) ? domain.replace(/\/$/, '') : `https://${domain}`;
}

/** Builds the authorize URL and remembers state and verifier in `storage`. */
export async function beginRedirect(
  options: HostedUiOptions,
  storage: KeyValueStorage,
  returnTo: string,
  now: number,
): Promise<string> {
  const pending: PendingRedirect = {
    state: randomString(32),
    verifier: createVerifier(),
    returnTo,
    createdAt: now,
  };
  storage.setItem(PENDING_KEY, JSON.stringify(pending));
  const params = new URLSearchParams({
    response_type: OAUTH_RESPONSE_TYPE,
    client_id: options.clientId,
    redirect_uri: options.redirectUri,
    scope: OAUTH_SCOPES.join(' '),
    state: pending.state,
    code_challenge: await challengeFor(pending.verifier),
    code_challenge_method: 'S256',
  });
  return `${base(options.domain)}/oauth2/authorize?${params.toString()}`;
}

/**
 * Checks the redirect back from the hosted UI: cancellation, state mismatch and a pending
 * sign-in older than 3 minutes (spec §9) are errors. Returns null when the URL is not a redirect.
 */
export function completeRedirect(
  url: URL,
  storage: KeyValueStorage,
  now: number,
): { code: string; pending: PendingRedirect } | null {
  const code = url.searchParams.get('code');
  const error = url.searchParams.get('error');
  if (!code && !error) return null;
  const raw = storage.getItem(PENDING_KEY);
  storage.removeItem(PENDING_KEY);
  if (error) {
    if (error === 'access_denied')
      throw new AuthError('OAuthSignInCancelled', 'The user cancelled the sign-in.');
    throw new AuthError('OAuthSignInError', url.searchParams.get('error_description') ?? error);
  }
  let pending: PendingRedirect | null;
  try {
    pending = raw ? (JSON.parse(raw) as PendingRedirect) : null;
  } catch {
    pending = null; // a damaged record is treated as no record: the state check fails below
  }
  if (!pending || pending.state !== url.searchParams.get('state')) {
    throw new AuthError('OAuthStateMismatch', 'An error occurred while validating the state.');
  }
  if (now - pending.createdAt > SIGN_IN_STATE_LIFETIME_MS) {
    throw new AuthError('SignInSessionExpired', 'The sign-in session has expired.');
  }
  return { code: code as string, pending };
}

/** Exchanges the authorization code for tokens at the hosted UI's token endpoint. */
export async function exchangeCode(
  options: HostedUiOptions,
  code: string,
  verifier: string,
  doFetch: typeof fetch,
): Promise<{ access_token: string; id_token: string; refresh_token: string }> {
  const body = new URLSearchParams({
    grant_type: 'authorization_code',
    client_id: options.clientId,
    code,
    redirect_uri: options.redirectUri,
    code_verifier: verifier,
  });
  let response: Response;
  try {
    response = await doFetch(`${base(options.domain)}/oauth2/token`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body,
    });
  } catch (error) {
    throw new AuthError('NetworkError', 'A network error has occurred.', { cause: error });
  }
  const data = (await response.json().catch(() => ({}))) as Record<string, string>;
  if (!response.ok || !data.access_token || !data.id_token) {
    throw new AuthError(
      'InvalidTokens',
      data.error_description ?? data.error ?? 'The token endpoint gave no tokens.',
    );
  }
  return {
    access_token: data.access_token,
    id_token: data.id_token,
    refresh_token: data.refresh_token ?? '',
  };
}

/** The hosted UI's logout URL, back to the site origin. */
export function logoutUrl(options: HostedUiOptions): string {
  const params = new URLSearchParams({
    client_id: options.clientId,
    logout_uri: options.redirectUri,
  });
  return `${base(options.domain)}/logout?${params.toString()}`;
}
