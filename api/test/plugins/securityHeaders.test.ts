import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import Fastify, { type FastifyInstance, type LightMyRequestResponse } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { app as stickerei } from '../../src/app.ts';
import { trustProxyFrom, type Config } from '../../src/config.ts';
import errorsPlugin from '../../src/plugins/errors.ts';
import securityHeaders from '../../src/plugins/securityHeaders.ts';
import staticSite from '../../src/plugins/staticSite.ts';
import { freshDb, testConfig } from '../helper.ts';
import { as, cognitoFor, tokenFactory } from '../fixtures/tokens.ts';
import { corpusFile, tempDataDir, uploadOne, waitForJobs } from '../fixtures/uploads.ts';
import { listen } from '../fixtures/streams.ts';

// A page as Astro builds it: an inline script before the meta policy that hashes it.
const INLINE = "document.documentElement.dataset.theme='dark';";
const HASH = `'sha256-${createHash('sha256').update(INLINE).digest('base64')}'`;
const PAGE = `<!DOCTYPE html><html><head><script>${INLINE}</script><meta http-equiv="content-security-policy" content="object-src 'none'; script-src 'self' ${HASH} 'unsafe-inline'; style-src 'self' 'unsafe-inline' ;"></head><body><h1>page</h1>${'<p>stitch</p>'.repeat(200)}</body></html>`;

function builds() {
  const root = mkdtempSync(path.join(tmpdir(), 'stickerei-headers-'));
  const site = path.join(root, 'site');
  const admin = path.join(root, 'admin');
  mkdirSync(path.join(site, '_astro'), { recursive: true });
  mkdirSync(path.join(admin, 'assets'), { recursive: true });
  for (const page of ['index.html', 'sign-in.html', '404.html']) {
    writeFileSync(path.join(site, page), PAGE);
    writeFileSync(path.join(site, `${page}.br`), brotliCompressSync(PAGE));
  }
  writeFileSync(path.join(site, '_astro/page.B1x.js'), 'export {};');
  writeFileSync(path.join(site, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(path.join(admin, 'index.html'), '<div id="root"></div>');
  writeFileSync(path.join(admin, 'assets/index-D0Q.js'), 'export {};');
  return { site, admin };
}

/** The api as server.ts makes it (trustProxy from the configuration), plus a route that fails. */
async function serve(config: Config): Promise<FastifyInstance> {
  const instance = Fastify({ logger: false, trustProxy: config.trustProxy });
  const db = await freshDb();
  await instance.register(async (api) => {
    await stickerei(api, { config, db });
    api.get('/api/test-failure', { config: { access: 'public' } }, () => {
      throw new Error('a bug');
    });
  });
  await instance.ready();
  afterAll(() => instance.close());
  return instance;
}

/** Just the headers and the static files, as server.ts makes them, for the proxy settings. */
async function serveStatic(trustProxy: Config['trustProxy']): Promise<FastifyInstance> {
  const instance = Fastify({ logger: false, trustProxy });
  await instance.register(errorsPlugin);
  await instance.register(securityHeaders, { config });
  instance.get('/api/health', () => ({ ok: true }));
  await instance.register(staticSite, { siteDir: site, adminDir: admin });
  afterAll(() => instance.close());
  return instance;
}

const tokens = await tokenFactory();
const { site, admin } = builds();
const config = testConfig({
  cognito: { ...cognitoFor(tokens), proxy: true },
  dataDir: await tempDataDir(),
  siteDir: site,
  adminDir: admin,
  jobs: { concurrency: 1, timeoutSeconds: 60, maxMemoryMb: 512 },
  stream: { keepAliveSeconds: 1 },
});
const app = await serve(config);
const alice = await as(tokens, 'alice', ['USER']);

type Headers = LightMyRequestResponse['headers'] | IncomingMessage['headers'];

/** The policy's directives by name. */
function directives(headers: Headers): Map<string, string[]> {
  const header = headers['content-security-policy'];
  expect(typeof header, 'a Content-Security-Policy header').toBe('string');
  return new Map(
    String(header)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name!, sources]),
  );
}

/** The headers every answer carries, whatever it is. */
function expectBaseline(headers: Headers, what: string) {
  expect(headers['x-content-type-options'], what).toBe('nosniff');
  expect(headers['x-frame-options'], what).toBe('DENY');
  expect(headers['referrer-policy'], what).toBe('strict-origin-when-cross-origin');
  expect(headers['cross-origin-opener-policy'], what).toBe('same-origin');
  expect(headers['permissions-policy'], what).toMatch(/camera=\(\).*geolocation=\(\)/);
  const csp = directives(headers);
  expect(csp.get('frame-ancestors'), what).toEqual(["'none'"]);
  // script-src, or default-src when it has none, never lets inline or eval'd script run.
  const scripts = csp.get('script-src') ?? csp.get('default-src') ?? [];
  expect(scripts.length, what).toBeGreaterThan(0);
  expect(scripts, what).not.toContain("'unsafe-inline'");
  expect(scripts, what).not.toContain("'unsafe-eval'");
  // Only over https.
  expect(headers['strict-transport-security'], what).toBeUndefined();
}

function expectApiPolicy(headers: Headers, what: string) {
  expectBaseline(headers, what);
  expect([...directives(headers)], what).toEqual([
    ['default-src', ["'none'"]],
    ['frame-ancestors', ["'none'"]],
  ]);
}

describe('security headers on every kind of answer', () => {
  it('api JSON and its errors (400, 401, 404, 500): nothing may load or run', async () => {
    const answers = {
      json: await app.inject({ url: '/api/health' }),
      'bad request': await app.inject({ url: '/api/stickerei/list?maxMinutes=nope' }),
      'no token': await app.inject({ url: '/api/user/profile' }),
      'no route': await app.inject({ url: '/api/nothing-here' }),
      'server error': await app.inject({ url: '/api/test-failure' }),
      'wrong method': await app.inject({ method: 'DELETE', url: '/contact' }),
    };
    expect(answers.json.statusCode).toBe(200);
    expect(answers['bad request'].statusCode).toBe(400);
    expect(answers['no token'].statusCode).toBe(401);
    expect(answers['no route'].statusCode).toBe(404);
    expect(answers['server error'].statusCode).toBe(500);
    expect(answers['wrong method'].statusCode).toBe(404);
    for (const [what, answer] of Object.entries(answers)) {
      expect(answer.headers['content-type'], what).toMatch(/^application\/json/);
      expectApiPolicy(answer.headers, what);
    }
  });

  it('site pages (plain and brotli) and the not-found page: the page policy with its hashes', async () => {
    const answers = {
      home: await app.inject({ url: '/' }),
      'sign-in (br)': await app.inject({ url: '/sign-in', headers: { 'accept-encoding': 'br' } }),
      'not found': await app.inject({ url: '/no/such/page' }),
    };
    expect(answers['sign-in (br)'].headers['content-encoding']).toBe('br');
    expect(answers['not found'].statusCode).toBe(404);
    for (const [what, answer] of Object.entries(answers)) {
      expect(answer.headers['content-type'], what).toMatch(/^text\/html/);
      expectBaseline(answer.headers, what);
      const csp = directives(answer.headers);
      // The page's own hash, taken from its meta policy; its 'unsafe-inline' is not taken over.
      expect(csp.get('script-src'), what).toEqual(["'self'", HASH]);
      expect(csp.get('default-src'), what).toEqual(["'self'"]);
      expect(csp.get('style-src'), what).toEqual(["'self'", "'unsafe-inline'"]);
      expect(csp.get('img-src'), what).toEqual(["'self'", 'data:', 'blob:']);
      // The user pool is proxied on this origin: nothing else to connect to.
      expect(csp.get('connect-src'), what).toEqual(["'self'"]);
      expect(csp.get('object-src'), what).toEqual(["'none'"]);
    }
  });

  it("the admin's entry gets its own policy; built files the api's", async () => {
    for (const url of ['/superadmin/', '/superadmin/campaigns/7']) {
      const answer = await app.inject({ url });
      expect(answer.statusCode, url).toBe(200);
      expectBaseline(answer.headers, url);
      const csp = directives(answer.headers);
      expect(csp.get('script-src'), url).toEqual(["'self'"]);
      expect(csp.get('connect-src'), url).toEqual(["'self'"]);
    }
    for (const url of ['/superadmin/assets/index-D0Q.js', '/_astro/page.B1x.js', '/favicon.svg']) {
      const answer = await app.inject({ url });
      expect(answer.statusCode, url).toBe(200);
      expectApiPolicy(answer.headers, url);
    }
  });

  it('/api/docs: a policy Swagger UI works with, still without inline script', async () => {
    for (const url of ['/api/docs/', '/api/docs/static/swagger-initializer.js']) {
      const answer = await app.inject({ url });
      expect(answer.statusCode, url).toBe(200);
      expectBaseline(answer.headers, url);
      const csp = directives(answer.headers);
      expect(csp.get('script-src'), url).toEqual(["'self'"]);
      expect(csp.get('connect-src'), url).toEqual(["'self'"]);
    }
  });

  it('embroidery downloads, preview PNGs and worksheet PDFs', async () => {
    const star = await corpusFile('dst/emm__Star.dst');
    const [job] = await waitForJobs(app, alice, [await uploadOne(app, alice, 'Star.dst', star)]);
    const id = job!.designId!;
    const answers = {
      download: await app.inject({
        url: `/api/stickerei/download-file?id=${id}&format=dst`,
        headers: alice,
      }),
      preview: await app.inject({ url: `/api/stickerei/${id}/preview/256.png`, headers: alice }),
      worksheet: await app.inject({ url: `/api/stickerei/${id}/worksheet.pdf`, headers: alice }),
    };
    expect(answers.download.headers['content-type']).toBe('application/octet-stream');
    expect(answers.preview.headers['content-type']).toBe('image/png');
    expect(answers.worksheet.headers['content-type']).toBe('application/pdf');
    for (const [what, answer] of Object.entries(answers)) {
      expect(answer.statusCode, what).toBe(200);
      expectApiPolicy(answer.headers, what);
    }
  });

  it('the event stream and tus uploads, which write their own answers', async () => {
    const base = await listen(app);
    const stream = await new Promise<IncomingMessage>((resolve, reject) => {
      httpRequest(`${base}/api/stream/processing-jobs`, {
        headers: { ...alice, accept: 'text/event-stream' },
      })
        .on('response', resolve)
        .on('error', reject)
        .end();
    });
    stream.destroy();
    expect(stream.statusCode).toBe(200);
    expect(stream.headers['content-type']).toMatch(/^text\/event-stream/);
    expectApiPolicy(stream.headers, 'event stream');

    const tus = await app.inject({
      method: 'POST',
      url: '/api/stickerei/uploads',
      headers: {
        ...alice,
        'tus-resumable': '1.0.0',
        'upload-length': '10',
        'upload-metadata': `filename ${Buffer.from('Garden.zip').toString('base64')}`,
      },
    });
    expect(tus.statusCode).toBe(201);
    expectApiPolicy(tus.headers, 'tus create');
  });

  it("the user pool's proxy and the Lambda shim", async () => {
    const proxied = await app.inject({
      method: 'POST',
      url: '/cognito/',
      headers: {
        'content-type': 'application/x-amz-json-1.1',
        'x-amz-target': 'AWSCognitoIdentityProviderService.GetUser',
      },
      payload: '{}',
    });
    // The test's identity server knows no user-pool calls: its answer comes back as it is.
    expect(proxied.statusCode).toBe(404);
    expectApiPolicy(proxied.headers, 'cognito proxy');

    const lambda = await app.inject({
      method: 'POST',
      url: '/lambda/2015-03-31/functions/unknown/invocations',
      headers: { 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(lambda.statusCode).toBe(404);
    expectApiPolicy(lambda.headers, 'lambda shim');
  });
});

describe('HSTS only over https', () => {
  it('follows TRUST_PROXY, whose addresses are checked at start-up', () => {
    expect(trustProxyFrom({})).toBe(false);
    expect(trustProxyFrom({ TRUST_PROXY: '0' })).toBe(false);
    expect(trustProxyFrom({ TRUST_PROXY: 'true' })).toBe(true);
    expect(trustProxyFrom({ TRUST_PROXY: '10.0.0.0/8, ::1,loopback' })).toEqual([
      '10.0.0.0/8',
      '::1',
      'loopback',
    ]);
    for (const wrong of ['yes', '10.0.0.0/33', '10.0.0/8', 'proxy.internal', '::1/129']) {
      expect(() => trustProxyFrom({ TRUST_PROXY: wrong }), wrong).toThrow(
        /TRUST_PROXY must be 1 .* comma-separated list of proxy addresses/,
      );
    }
  });

  const httpsByProxy = { 'x-forwarded-proto': 'https' };

  it('is not sent over http, nor for a forwarded https nobody was told to trust', async () => {
    expect((await app.inject({ url: '/api/health' })).headers['strict-transport-security']).toBe(
      undefined,
    );
    const forged = await app.inject({ url: '/api/health', headers: httpsByProxy });
    expect(forged.headers['strict-transport-security']).toBeUndefined();
  });

  it('is sent for https forwarded by a proxy TRUST_PROXY names, on pages and api alike', async () => {
    const behindProxy = await serveStatic(['127.0.0.1']);
    for (const url of ['/', '/superadmin/', '/api/health', '/api/nothing-here']) {
      const answer = await behindProxy.inject({ url, headers: httpsByProxy });
      expect(answer.statusCode, url).toBe(url === '/api/nothing-here' ? 404 : 200);
      expect(answer.headers['strict-transport-security'], url).toBe(
        'max-age=31536000; includeSubDomains',
      );
    }
    const plain = await behindProxy.inject({ url: '/api/health' });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    // A proxy at another address is not believed.
    const elsewhere = await serveStatic(['10.0.0.0/8']);
    const answer = await elsewhere.inject({ url: '/api/health', headers: httpsByProxy });
    expect(answer.headers['strict-transport-security']).toBeUndefined();
  });
});
