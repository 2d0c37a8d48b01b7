import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, type Config } from '../../src/config.ts';
import { countHit, sweepEndedWindows } from '../../src/rateLimits/postgresStore.ts';
import { ROUTE_GROUPS } from '../../src/rateLimits/routeGroups.ts';
import { startCognitoLocal } from '../fixtures/cognitoLocal.ts';
import { listen, openProbe } from '../fixtures/streams.ts';
import { as, cognitoFor, tokenFactory } from '../fixtures/tokens.ts';
import { build, freshDb, registeredRoutes } from '../helper.ts';

// Issue 15: each group of limited routes with a low limit of its own; every test counts as its
// own callers (addresses and users), so no test sees another's requests.
const limits: Config['rateLimits'] = {
  enabled: true,
  groups: {
    signIn: { max: 3, windowSeconds: 60 },
    uploads: { max: 2, windowSeconds: 60 },
    lookups: { max: 4, windowSeconds: 60 },
    shares: { max: 3, windowSeconds: 2 },
    stream: { max: 3, windowSeconds: 60 },
  },
  openStreams: 1,
};

const tokens = await tokenFactory();
const cognito = await startCognitoLocal();
const db = await freshDb();
const app = await build({
  db,
  config: {
    cognito: { ...cognitoFor(tokens), endpoint: cognito.endpoint, proxy: true },
    rateLimits: limits,
  },
});

let lastAddress = 0;
/** An address no other test has used (TEST-NET-3). */
const newAddress = () => `203.0.113.${++lastAddress}`;

const MESSAGE = /^Too many requests — try again in (\d+) seconds?\.$/;

/** Asserts the house 429: code, a message naming the wait, Retry-After agreeing with it. */
function expectTooMany(response: LightMyRequestResponse | Response, status: number, body: unknown) {
  expect(status).toBe(429);
  const header =
    response instanceof Response
      ? response.headers.get('retry-after')
      : (response.headers['retry-after'] as string | undefined);
  const wait = Number(header);
  expect(wait).toBeGreaterThanOrEqual(1);
  const { code, message, details } = body as {
    code: string;
    message: string;
    details: { retryAfterSeconds: number };
  };
  expect(code).toBe('TOO_MANY_REQUESTS');
  expect(details.retryAfterSeconds).toBe(wait);
  return { wait, message };
}

const list = (headers: Record<string, string> = {}, remoteAddress = '127.0.0.1') =>
  app.inject({ method: 'GET', url: '/api/stickerei/list', headers, remoteAddress });

describe('rate limits', () => {
  it('lookups: the max per address, then 429 with Retry-After and a clear message', async () => {
    const address = newAddress();
    for (let i = 0; i < 4; i++) {
      const ok = await list({}, address);
      expect(ok.statusCode).toBe(200);
      expect(ok.headers['x-ratelimit-remaining']).toBe(String(3 - i));
    }
    const refused = await list({}, address);
    const { wait, message } = expectTooMany(refused, refused.statusCode, refused.json());
    expect(wait).toBeLessThanOrEqual(60);
    expect(message).toMatch(MESSAGE);
    expect(Number(MESSAGE.exec(message)?.[1])).toBe(wait);
    // other lookups count with it; another address has its own count
    const similar = await app.inject({
      url: `/api/stickerei/filter-options`,
      remoteAddress: address,
    });
    expect(similar.statusCode).toBe(429);
    expect((await list({}, newAddress())).statusCode).toBe(200);
  });

  it('counts a signed-in caller per user, not per address', async () => {
    const address = newAddress();
    const ada = await as(tokens, 'ada', ['USER']);
    const bea = await as(tokens, 'bea', ['USER']);
    for (let i = 0; i < 4; i++) expect((await list(ada, address)).statusCode).toBe(200);
    expect((await list(ada, address)).statusCode).toBe(429);
    // the same address: an anonymous caller and another user are not held back by ada's count
    expect((await list({}, address)).statusCode).toBe(200);
    expect((await list(bea, address)).statusCode).toBe(200);
    // ada from anywhere else is still over her limit
    expect((await list(ada, newAddress())).statusCode).toBe(429);
  });

  it('uploads: multipart and resumable uploads share one count; tus continuations are free', async () => {
    const cleo = await as(tokens, 'cleo', ['USER']);
    const multipart = () =>
      app.inject({
        method: 'POST',
        url: '/api/stickerei/upload-file',
        headers: { ...cleo, 'content-type': 'multipart/form-data; boundary=x' },
        payload: '--x--\r\n',
      });
    const first = await multipart();
    expect(first.statusCode).toBeGreaterThanOrEqual(400);
    expect(first.statusCode).not.toBe(429);
    expect((await multipart()).statusCode).not.toBe(429);
    const tus = await app.inject({
      method: 'POST',
      url: '/api/stickerei/uploads',
      headers: { ...cleo, 'tus-resumable': '1.0.0', 'upload-length': '10' },
    });
    expectTooMany(tus, tus.statusCode, tus.json());
    const patch = await app.inject({
      method: 'PATCH',
      url: `/api/stickerei/uploads/${randomUUID()}`,
      headers: {
        ...cleo,
        'tus-resumable': '1.0.0',
        'upload-offset': '0',
        'content-type': 'application/offset+octet-stream',
      },
      payload: Buffer.from('abc'),
    });
    expect(patch.statusCode).toBe(404);
  });

  it('shares: per address on the public share routes, and free again when the window ends', async () => {
    const address = newAddress();
    const visit = () =>
      app.inject({
        method: 'GET',
        url: '/api/campaign/active-sponsored-campaigns',
        remoteAddress: address,
      });
    // The window is 2 s: count until refused (a window may end while counting), then wait.
    let refused: LightMyRequestResponse | null = null;
    for (let i = 0; i < 12 && !refused; i++) {
      const response = await visit();
      if (response.statusCode === 429) refused = response;
      else expect(response.statusCode).toBe(200);
    }
    expect(refused).not.toBeNull();
    const { wait } = expectTooMany(refused!, refused!.statusCode, refused!.json());
    expect(wait).toBeLessThanOrEqual(2);
    const share = await app.inject({ url: `/api/share/${'a'.repeat(43)}`, remoteAddress: address });
    expect(share.statusCode).toBe(429);
    await new Promise((resolve) => setTimeout(resolve, wait * 1000 + 50));
    expect((await visit()).statusCode).toBe(200);
  });

  it('sign-in: the identity proxy is limited per address, the profile call per user', async () => {
    const address = newAddress();
    const initiateAuth = () =>
      app.inject({
        method: 'POST',
        url: '/cognito/',
        remoteAddress: address,
        headers: {
          'content-type': 'application/x-amz-json-1.1',
          'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth',
        },
        payload: JSON.stringify({
          AuthFlow: 'USER_PASSWORD_AUTH',
          ClientId: cognito.clientId,
          AuthParameters: { USERNAME: 'nobody@example.com', PASSWORD: 'wrong-password-1' },
        }),
      });
    for (let i = 0; i < 3; i++) {
      const answer = await initiateAuth();
      expect(answer.statusCode).toBe(400);
      expect(answer.json<{ __type: string }>().__type).toBe('NotAuthorizedException');
    }
    const refused = await initiateAuth();
    expectTooMany(refused, refused.statusCode, refused.json());
    // the profile call after a sign-in counts per user in the same group
    const dan = await as(tokens, 'dan', ['USER']);
    const profile = () => app.inject({ url: '/api/user/profile', headers: dan });
    for (let i = 0; i < 3; i++) expect((await profile()).statusCode).toBe(200);
    expect((await profile()).statusCode).toBe(429);
  });

  it('the event stream: connection attempts per user, and one open stream at a time', async () => {
    const base = await listen(app);
    const eve = await as(tokens, 'eve', ['USER']);
    const connect = () =>
      fetch(`${base}/api/stream/processing-jobs`, {
        headers: { ...eve, accept: 'text/event-stream' },
      });
    const first = openProbe(base, eve.authorization);
    await first.until((events) => events.some((e) => e.event === 'ready'));
    const second = await connect();
    const held = expectTooMany(second, second.status, await second.json());
    expect(held.message).toContain('live updates open at once (1)');
    first.cancel();
    // the server notices the closed connection
    let third = await connect();
    for (let i = 0; third.status === 429 && i < 50; i++) {
      await third.body?.cancel();
      await new Promise((resolve) => setTimeout(resolve, 20));
      third = await connect();
    }
    expect(third.status).toBe(200);
    await third.body?.cancel();
    const fourth = await connect();
    const counted = expectTooMany(fourth, fourth.status, await fourth.json());
    expect(counted.message).toMatch(MESSAGE);
  });

  it('limits every route of the table and documents its 429', async () => {
    const routes = registeredRoutes.get(app) ?? [];
    for (const route of Object.keys(ROUTE_GROUPS)) expect(routes).toContain(route);
    const doc = (await app.inject({ url: '/api/docs/json' })).json<{
      paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
    }>();
    expect(doc.paths['/api/stickerei/list']?.get?.responses).toHaveProperty('429');
    expect(doc.paths['/api/stickerei/{id}']?.get?.responses).not.toHaveProperty('429');
  });

  it('sweeps the rows of ended windows', async () => {
    await countHit(db, 'test:ended', 1);
    await countHit(db, 'test:running', 60_000);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await sweepEndedWindows(db)).toBeGreaterThanOrEqual(1);
    const { rows } = await db.query<{ key: string }>(
      `SELECT key FROM rate_limit_hit WHERE key LIKE 'test:%'`,
    );
    expect(rows.map((r) => r.key)).toEqual(['test:running']);
  });
});

describe('rate-limit configuration', () => {
  const env = { COGNITO_USER_POOL_ID: 'local_x', COGNITO_CLIENT_ID: 'x' };

  it('is on by default with documented defaults, and RATE_LIMIT=0 turns it off', () => {
    const defaults = loadConfig(env).rateLimits;
    expect(defaults.enabled).toBe(true);
    expect(defaults.groups.signIn).toEqual({ max: 100, windowSeconds: 60 });
    expect(defaults.openStreams).toBe(20);
    expect(loadConfig({ ...env, RATE_LIMIT: '0' }).rateLimits.enabled).toBe(false);
    const tuned = loadConfig({
      ...env,
      RATE_LIMIT_SIGN_IN_MAX: '5',
      RATE_LIMIT_SIGN_IN_WINDOW_SECONDS: '300',
      RATE_LIMIT_OPEN_STREAMS: '3',
    }).rateLimits;
    expect(tuned.groups.signIn).toEqual({ max: 5, windowSeconds: 300 });
    expect(tuned.openStreams).toBe(3);
  });

  it('stops on a bad value, naming the variable', () => {
    expect(() => loadConfig({ ...env, RATE_LIMIT: 'yes' })).toThrow(ConfigError);
    expect(() => loadConfig({ ...env, RATE_LIMIT_LOOKUPS_MAX: '0' })).toThrow(
      /RATE_LIMIT_LOOKUPS_MAX/,
    );
    expect(() => loadConfig({ ...env, RATE_LIMIT_UPLOADS_WINDOW_SECONDS: '1.5' })).toThrow(
      /RATE_LIMIT_UPLOADS_WINDOW_SECONDS/,
    );
  });
});
