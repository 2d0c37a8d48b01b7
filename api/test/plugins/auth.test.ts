import { describe, expect, it } from 'vitest';
import { SignJWT } from 'jose';
import { build } from '../helper.ts';
import { CLIENT_ID, cognitoFor, tokenFactory } from '../fixtures/tokens.ts';

describe('access tokens', async () => {
  const tokens = await tokenFactory();
  const app = await build({ config: { cognito: cognitoFor(tokens) } });
  const profile = (authorization?: string) =>
    app.inject({
      url: '/api/user/profile',
      headers: authorization === undefined ? {} : { authorization },
    });

  it('accepts a valid access token of a USER', async () => {
    const token = await tokens.sign({ sub: 'u-ok', 'cognito:groups': ['USER'] });
    const res = await profile(`Bearer ${token}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ userId: 'u-ok' });
  });

  const now = Math.floor(Date.now() / 1000);
  const refused: Array<[string, () => Promise<string | undefined>]> = [
    ['missing', async () => undefined],
    ['not a bearer header', async () => 'Basic dXNlcjpwYXNz'],
    ['malformed', async () => 'Bearer not-a-jwt'],
    ['garbage segments', async () => 'Bearer aaa.bbb.ccc'],
    [
      'alg none',
      async () => {
        const header = Buffer.from(JSON.stringify({ alg: 'none', kid: 'test-key' })).toString(
          'base64url',
        );
        const body = Buffer.from(
          JSON.stringify({
            sub: 'x',
            token_use: 'access',
            client_id: CLIENT_ID,
            iss: tokens.issuer,
            exp: now + 600,
          }),
        ).toString('base64url');
        return `Bearer ${header}.${body}.`;
      },
    ],
    [
      'signed with another key',
      async () => `Bearer ${await tokens.sign({}, { key: tokens.foreignKey })}`,
    ],
    ['another key id', async () => `Bearer ${await tokens.sign({}, { kid: 'other' })}`],
    [
      'another issuer',
      async () =>
        `Bearer ${await tokens.sign({ iss: 'https://cognito-idp.eu-west-1.amazonaws.com/eu-west-1_X' })}`,
    ],
    ['another client', async () => `Bearer ${await tokens.sign({ client_id: 'someone-else' })}`],
    ['an ID token', async () => `Bearer ${await tokens.sign({ token_use: 'id', aud: CLIENT_ID })}`],
    [
      'expired beyond the 5 s tolerance',
      async () => `Bearer ${await tokens.sign({}, { expiresIn: -10 })}`,
    ],
    [
      'HS256 signed with the public key material',
      async () =>
        `Bearer ${await new SignJWT({ token_use: 'access', client_id: CLIENT_ID })
          .setProtectedHeader({ alg: 'HS256', kid: 'test-key' })
          .setSubject('x')
          .setIssuer(tokens.issuer)
          .setExpirationTime(now + 600)
          .sign(new TextEncoder().encode('secret'))}`,
    ],
  ];

  it.each(refused)('refuses a token that is %s with 401', async (_name, header) => {
    const res = await profile(await header());
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'UNAUTHORIZED' });
    expect(res.json().message).not.toMatch(/Error|exception/i);
  });

  it('accepts a token expired less than 5 s ago (tolerance)', async () => {
    const res = await profile(
      `Bearer ${await tokens.sign({ sub: 'u-tol', 'cognito:groups': ['USER'] }, { expiresIn: -2 })}`,
    );
    expect(res.statusCode).toBe(200);
  });

  it('never treats a bad token as anonymous, even on public routes', async () => {
    const res = await app.inject({
      url: '/api/health',
      headers: { authorization: 'Bearer aaa.bbb.ccc' },
    });
    expect(res.statusCode).toBe(401);
    const ok = await app.inject({ url: '/api/health' });
    expect(ok.statusCode).toBe(200);
  });

  it('answers 403 to a signed-in account without a group', async () => {
    const res = await profile(`Bearer ${await tokens.sign({ sub: 'u-none' })}`);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'FORBIDDEN' });
  });

  it('creates the profile on the first call and keeps its creation time', async () => {
    const token = `Bearer ${await tokens.sign({ sub: 'u-profile', 'cognito:groups': ['USER'] })}`;
    const first = (await profile(token)).json() as { userId: string; createdAt: string };
    const second = (await profile(token)).json() as { userId: string; createdAt: string };
    expect(first.userId).toBe('u-profile');
    expect(Number.isNaN(Date.parse(first.createdAt))).toBe(false);
    expect(second).toEqual(first);
  });
});
