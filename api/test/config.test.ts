import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.ts';

const pool = { COGNITO_USER_POOL_ID: 'eu-central-1_abc', COGNITO_CLIENT_ID: 'client' };

describe('configuration', () => {
  it('defaults to the embedded setup on 127.0.0.1:3000 with data under ./data', () => {
    const config = loadConfig(pool, '/srv/app');
    expect(config).toMatchObject({
      host: '127.0.0.1',
      port: 3000,
      dataDir: '/srv/app/data',
      databaseUrl: null,
      mode: 'all',
    });
  });

  it('gives library calls a time budget of 170 ms unless LIBRARY_TIME_BUDGET_MS says otherwise', () => {
    expect(loadConfig(pool).libraryTimeBudgetMs).toBe(170);
    expect(loadConfig({ ...pool, LIBRARY_TIME_BUDGET_MS: '400' }).libraryTimeBudgetMs).toBe(400);
    expect(() => loadConfig({ ...pool, LIBRARY_TIME_BUDGET_MS: '5' })).toThrow(
      /LIBRARY_TIME_BUDGET_MS must be an integer ≥ 15/,
    );
  });

  it('fills the demo library only when DEMO_LIBRARY=1 asks for it, from the repository corpus', () => {
    expect(loadConfig(pool, '/').demo.enabled).toBe(false);
    expect(loadConfig({ ...pool, DEMO_LIBRARY: '0' }, '/').demo.enabled).toBe(false);
    const demo = loadConfig({ ...pool, DEMO_LIBRARY: '1' }, '/').demo;
    expect(demo.enabled).toBe(true);
    expect(demo.corpusDir).toMatch(/\/corpus$/);
    expect(loadConfig({ ...pool, DEMO_CORPUS_DIR: 'c' }, '/srv').demo.corpusDir).toBe('/srv/c');
    expect(() => loadConfig({ ...pool, DEMO_LIBRARY: 'yes' }, '/')).toThrow(ConfigError);
  });

  it('derives AWS issuer, JWKS and SRP for a real user pool', () => {
    const { cognito } = loadConfig(pool, '/');
    expect(cognito).toMatchObject({
      region: 'eu-central-1',
      issuer: 'https://cognito-idp.eu-central-1.amazonaws.com/eu-central-1_abc',
      jwksUrl:
        'https://cognito-idp.eu-central-1.amazonaws.com/eu-central-1_abc/.well-known/jwks.json',
      authFlow: 'USER_SRP_AUTH',
      proxy: false,
    });
  });

  it('uses USER_PASSWORD_AUTH and the proxy for cognito-local', () => {
    const { cognito } = loadConfig({ ...pool, COGNITO_ENDPOINT: 'http://127.0.0.1:9229/' }, '/');
    expect(cognito).toMatchObject({
      endpoint: 'http://127.0.0.1:9229',
      issuer: 'http://127.0.0.1:9229/eu-central-1_abc',
      authFlow: 'USER_PASSWORD_AUTH',
      proxy: true,
    });
  });

  it.each([
    [{}, /COGNITO_USER_POOL_ID/],
    [{ ...pool, PORT: 'abc' }, /PORT must be an integer/],
    [{ ...pool, DATABASE_URL: 'mysql://x' }, /DATABASE_URL/],
    [{ ...pool, API_MODE: 'both' }, /API_MODE/],
    [{ ...pool, COGNITO_AUTH_FLOW: 'SRP' }, /COGNITO_AUTH_FLOW/],
    [{ ...pool, S3_BUCKET: 'ab' }, /S3_BUCKET must be a bucket name of 3–63/],
    [{ ...pool, S3_BUCKET: 'My_Bucket' }, /S3_BUCKET/],
    [{ ...pool, S3_BUCKET: 'files', S3_ENDPOINT: 'minio:9000' }, /S3_ENDPOINT/],
    [{ ...pool, S3_BUCKET: 'files', S3_PREFIX: 'no-slash' }, /S3_PREFIX/],
    [{ ...pool, S3_BUCKET: 'files', S3_PRESIGN: 'yes' }, /S3_PRESIGN must be 1 or 0/],
  ])('refuses a bad configuration, saying what to set (%j)', (env, message) => {
    expect(() => loadConfig(env as Record<string, string>, '/')).toThrow(ConfigError);
    expect(() => loadConfig(env as Record<string, string>, '/')).toThrow(message);
  });

  it('keeps files in the folder unless S3_BUCKET names a bucket', () => {
    expect(loadConfig(pool, '/').s3).toBeNull();
    expect(
      loadConfig(
        {
          ...pool,
          S3_BUCKET: 'stickerei-files',
          S3_ENDPOINT: 'http://127.0.0.1:9000/',
          S3_REGION: 'eu-central-1',
          S3_FORCE_PATH_STYLE: '1',
          S3_PREFIX: 'prod/',
          S3_PRESIGN: 'true',
        },
        '/',
      ).s3,
    ).toEqual({
      bucket: 'stickerei-files',
      region: 'eu-central-1',
      endpoint: 'http://127.0.0.1:9000',
      forcePathStyle: true,
      prefix: 'prod/',
      timeoutMs: 4000,
      presign: true,
    });
  });
});
