import { describe, expect, it, vi } from 'vitest';
import { createAuthClient, type AuthEvent } from './authClient.ts';
import { challengeFor, createVerifier, randomString } from './pkce.ts';
import { MemoryStorage } from './storage.ts';
import { fakeJwt } from './testSupport.ts';

const T0 = Date.UTC(2026, 10, 22, 12, 0, 0);

function hosted(fetchImpl?: typeof fetch) {
  let now = T0;
  const redirectStorage = new MemoryStorage();
  const events: AuthEvent[] = [];
  const auth = createAuthClient({
    config: {
      endpoint: 'https://idp.test/',
      region: 'eu-central-1',
      userPoolId: 'eu-central-1_P',
      clientId: 'client-1',
      authFlow: 'USER_SRP_AUTH',
      hostedDomain: 'auth.stickerei.test',
    },
    storage: new MemoryStorage(),
    redirectStorage,
    origin: 'https://stickerei.test',
    fetch: fetchImpl,
    now: () => now,
  });
  auth.listen((e) => events.push(e));
  return { auth, events, advance: (ms: number) => (now += ms) };
}

describe('PKCE', () => {
  it('makes a 128-character verifier of unreserved characters', () => {
    const verifier = createVerifier();
    expect(verifier).toHaveLength(128);
    expect(verifier).toMatch(/^[A-Za-z0-9\-._~]+$/);
    expect(createVerifier()).not.toBe(verifier);
  });

  it('skips biased bytes when drawing characters', () => {
    const bytes = [255, 200, 0, 1, 197];
    const random = vi.fn((n: number) => Uint8Array.from(bytes.splice(0, n)));
    expect(randomString(3, random)).toBe('AB~');
  });

  it('derives the S256 challenge of RFC 7636 appendix B', async () => {
    await expect(challengeFor('dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk')).resolves.toBe(
      'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
    );
  });
});

describe('hosted sign-in (OAuth code flow)', () => {
  it('sends the browser to authorize with code, PKCE, scopes and the site origin', async () => {
    const { auth } = hosted();
    expect(auth.usesHostedUi).toBe(true);
    const url = new URL(await auth.signInWithRedirect('/favorites'));
    expect(url.origin + url.pathname).toBe('https://auth.stickerei.test/oauth2/authorize');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      response_type: 'code',
      client_id: 'client-1',
      redirect_uri: 'https://stickerei.test/',
      scope: 'openid email profile',
      code_challenge_method: 'S256',
    });
    expect(url.searchParams.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(url.searchParams.get('state')).toHaveLength(32);
  });

  it('exchanges the code with the verifier and returns to the page the visitor wanted', async () => {
    const nowSec = T0 / 1000;
    const tokenFetch = vi.fn(async () =>
      Response.json({
        access_token: fakeJwt({
          sub: 's',
          username: 's',
          exp: nowSec + 3600,
          iat: nowSec,
          'cognito:groups': ['USER'],
        }),
        id_token: fakeJwt({ sub: 's', email: 'a@b.c', exp: nowSec + 3600 }),
        refresh_token: 'r',
      }),
    );
    const { auth, events } = hosted(tokenFetch as unknown as typeof fetch);
    const authorize = new URL(await auth.signInWithRedirect('/favorites'));
    const back = new URL(
      `https://stickerei.test/?code=the-code&state=${authorize.searchParams.get('state')}`,
    );
    await expect(auth.handleRedirect(back)).resolves.toBe('/favorites');
    const [url, init] = tokenFetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('https://auth.stickerei.test/oauth2/token');
    const body = new URLSearchParams(String(init.body));
    expect(body.get('grant_type')).toBe('authorization_code');
    expect(body.get('code')).toBe('the-code');
    expect(body.get('code_verifier')).toHaveLength(128);
    expect(await challengeFor(body.get('code_verifier') ?? '')).toBe(
      authorize.searchParams.get('code_challenge'),
    );
    expect((await auth.getSession()).groups).toEqual(['USER']);
    expect(events).toEqual(['signInWithRedirect', 'signedIn']);
  });

  it('refuses a state that does not match', async () => {
    const { auth, events } = hosted();
    await auth.signInWithRedirect('/files');
    await expect(
      auth.handleRedirect(new URL('https://stickerei.test/?code=c&state=forged')),
    ).rejects.toMatchObject({ name: 'OAuthStateMismatch' });
    expect(events).toEqual(['signInWithRedirect_failure']);
  });

  it('reports a cancelled sign-in', async () => {
    const { auth } = hosted();
    await auth.signInWithRedirect('/files');
    await expect(
      auth.handleRedirect(new URL('https://stickerei.test/?error=access_denied&state=x')),
    ).rejects.toMatchObject({ name: 'OAuthSignInCancelled' });
  });

  it('keeps the redirect state 3 minutes only', async () => {
    const { auth, advance } = hosted();
    const state = new URL(await auth.signInWithRedirect('/files')).searchParams.get('state');
    advance(3 * 60 * 1000 + 1);
    await expect(
      auth.handleRedirect(new URL(`https://stickerei.test/?code=c&state=${state}`)),
    ).rejects.toMatchObject({ name: 'SignInSessionExpired' });
  });

  it('ignores ordinary URLs and signs out through the hosted logout', async () => {
    const { auth } = hosted();
    await expect(auth.handleRedirect(new URL('https://stickerei.test/blog'))).resolves.toBeNull();
    const { redirect } = await auth.signOut();
    expect(redirect).toBe(
      'https://auth.stickerei.test/logout?client_id=client-1&logout_uri=https%3A%2F%2Fstickerei.test%2F',
    );
  });
});
