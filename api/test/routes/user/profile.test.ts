import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { decodeJwt } from 'jose';
import { build, freshDb } from '../../helper.ts';
import { CLIENT_ID, as, cognitoFor, tokenFactory } from '../../fixtures/tokens.ts';

const read = async (req: IncomingMessage) => {
  let body = '';
  for await (const chunk of req) body += String(chunk);
  return body;
};

// The user pool at the api's edge: answers GetUser as Cognito does (for the access token
// itself), with the accounts' e-mail addresses; `down` makes it fail like an unreachable pool.
async function userPool(emails: Record<string, string | undefined>) {
  const state = { down: false, calls: 0 };
  const server = createServer((req, res) => {
    void read(req).then((body) => {
      state.calls++;
      const target = req.headers['x-amz-target'];
      if (
        state.down ||
        req.method !== 'POST' ||
        target !== 'AWSCognitoIdentityProviderService.GetUser'
      ) {
        res.writeHead(503).end();
        return;
      }
      const sub = String(decodeJwt((JSON.parse(body) as { AccessToken: string }).AccessToken).sub);
      const email = emails[sub];
      res.writeHead(200, { 'content-type': 'application/x-amz-json-1.1' });
      res.end(
        JSON.stringify({
          Username: sub,
          UserAttributes: [
            { Name: 'sub', Value: sub },
            ...(email ? [{ Name: 'email', Value: email }] : []),
          ],
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return { state, endpoint: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

describe('GET /api/user/profile', async () => {
  const tokens = await tokenFactory();
  const pool = await userPool({
    'u-mail': 'anna@example.com',
    'u-late': 'late@example.com',
    'u-mail2': 'second@example.com',
  });
  const db = await freshDb();
  const app = await build({
    db,
    config: { cognito: { ...cognitoFor(tokens), endpoint: pool.endpoint } },
  });
  const profile = async (sub: string) =>
    app.inject({ url: '/api/user/profile', headers: await as(tokens, sub, ['USER']) });
  const emailOf = async (sub: string) =>
    (
      await db.query<{ email: string | null }>('SELECT email FROM app_user WHERE user_id = $1', [
        sub,
      ])
    ).rows[0]?.email;

  it("keeps the account's e-mail address from the user pool, asking once", async () => {
    const res = await profile('u-mail');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ userId: 'u-mail' });
    expect(await emailOf('u-mail')).toBe('anna@example.com');
    const calls = pool.state.calls;
    expect((await profile('u-mail')).statusCode).toBe(200);
    expect(pool.state.calls).toBe(calls);
  });

  it('answers while the pool is unreachable and learns the address on a later call', async () => {
    pool.state.down = true;
    expect((await profile('u-late')).statusCode).toBe(200);
    expect(await emailOf('u-late')).toBeNull();
    pool.state.down = false;
    expect((await profile('u-late')).statusCode).toBe(200);
    expect(await emailOf('u-late')).toBe('late@example.com');
  });

  const signIns = async (sub: string) =>
    (
      await db.query<{ at: string }>(
        `SELECT payload->>'at' AS at FROM event WHERE type = 'sign_in' AND user_id = $1 ORDER BY id`,
        [sub],
      )
    ).rows.map((r) => r.at);
  const withSignIn = async (sub: string, authTime?: number) => ({
    authorization: `Bearer ${await tokens.sign({
      sub,
      'cognito:groups': ['USER'],
      ...(authTime === undefined ? {} : { auth_time: authTime }),
    })}`,
  });
  const call = (headers: Record<string, string>) =>
    app.inject({ url: '/api/user/profile', headers });

  it('records one sign_in per sign-in: not for refreshed tokens, not twice at once', async () => {
    const t = Math.floor(Date.now() / 1000) - 600;
    const first = await withSignIn('u-sign', t);
    // The same session twice at once (a double call), then a refreshed token of it.
    const answers = await Promise.all([call(first), call(first)]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    expect((await call(await withSignIn('u-sign', t))).statusCode).toBe(200);
    expect(await signIns('u-sign')).toEqual([new Date(t * 1000).toISOString()]);
    // A later sign-in counts; a token of an older session arriving late does not.
    expect((await call(await withSignIn('u-sign', t + 300))).statusCode).toBe(200);
    expect((await call(await withSignIn('u-sign', t - 60))).statusCode).toBe(200);
    expect(await signIns('u-sign')).toEqual([
      new Date(t * 1000).toISOString(),
      new Date((t + 300) * 1000).toISOString(),
    ]);
  });

  it('records no sign-in for a token that does not say when', async () => {
    expect((await call(await withSignIn('u-no-time'))).statusCode).toBe(200);
    expect(await signIns('u-no-time')).toEqual([]);
  });

  const idToken = (sub: string, claims: Record<string, unknown> = {}) =>
    tokens.sign({ sub, token_use: 'id', aud: CLIENT_ID, client_id: undefined, ...claims });

  it("takes the address from the caller's ID token without asking the pool", async () => {
    const calls = pool.state.calls;
    const res = await call({
      ...(await withSignIn('u-id')),
      'x-id-token': await idToken('u-id', { email: 'ida@example.com' }),
    });
    expect(res.statusCode).toBe(200);
    expect(await emailOf('u-id')).toBe('ida@example.com');
    expect(pool.state.calls).toBe(calls);
  });

  it.each([
    ['of another account', () => idToken('u-other', { email: 'mallory@example.com' })],
    ['for another app client', () => idToken('u-mail2', { email: 'x@example.com', aud: 'other' })],
    ['an access token', () => tokens.sign({ sub: 'u-mail2', email: 'x@example.com' })],
    ['garbage', async () => 'aaa.bbb.ccc'],
  ])('ignores an ID token that is %s and asks the pool instead', async (_name, make) => {
    await db.query(`DELETE FROM app_user WHERE user_id = 'u-mail2'`);
    const res = await call({ ...(await withSignIn('u-mail2')), 'x-id-token': await make() });
    expect(res.statusCode).toBe(200);
    expect(await emailOf('u-mail2')).toBe('second@example.com');
  });

  it('leaves the address empty for an account without one', async () => {
    expect((await profile('u-none')).statusCode).toBe(200);
    expect(await emailOf('u-none')).toBeNull();
  });
});
