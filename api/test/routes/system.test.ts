import { describe, expect, it } from 'vitest';
import { build } from '../helper.ts';

describe('system routes', async () => {
  const app = await build();

  it('reports health and which database is in use', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 'ok',
      database: process.env.DATABASE_URL ? 'postgres' : 'pglite',
      storage: 'file',
      checks: { database: 'up', storage: 'up' },
    });
  });

  it('serves the public cognito configuration with the proxied endpoint', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/api/config',
      headers: { host: 'example.test:8080' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      cognito: {
        endpoint: 'http://example.test:8080/cognito/',
        region: 'local',
        userPoolId: 'local_test',
        clientId: 'testclient',
        authFlow: 'USER_PASSWORD_AUTH',
        hostedDomain: null,
      },
    });
  });

  it('answers unknown api paths with the JSON error model and 404', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/does-not-exist' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      message: 'No api route GET /api/does-not-exist.',
      code: 'NOT_FOUND',
    });
  });

  it('serves the OpenAPI document', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json() as { openapi: string; paths: Record<string, unknown> };
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/api/health', '/api/config']));
  });
});
