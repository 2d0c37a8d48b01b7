import { GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { describe, expect, it } from 'vitest';
import {
  bucketOrigin,
  documentPolicies,
  externalOrigins,
} from '../../src/security/contentSecurityPolicy.ts';
import { scriptSourcesOf } from '../../src/security/pageScriptSources.ts';
import { testConfig } from '../helper.ts';

const base = testConfig();
type S3 = NonNullable<ReturnType<typeof testConfig>['s3']>;
const bucket = (options: Partial<S3>): S3 => ({
  bucket: 'stickerei-files',
  region: 'eu-central-1',
  endpoint: null,
  forcePathStyle: false,
  prefix: '',
  timeoutMs: 4000,
  presign: true,
  ...options,
});

/** The origin of a URL the AWS SDK presigns for `s3`, as the browser will be redirected to. */
async function presignedOrigin(s3: S3): Promise<string> {
  const client = new S3Client({
    region: s3.region,
    ...(s3.endpoint ? { endpoint: s3.endpoint } : {}),
    forcePathStyle: s3.forcePathStyle,
    credentials: { accessKeyId: 'AKIDEXAMPLE', secretAccessKey: 'secret' },
  });
  const url = await getSignedUrl(client, new GetObjectCommand({ Bucket: s3.bucket, Key: 'a/b' }), {
    expiresIn: 60,
  });
  return new URL(url).origin;
}

describe('the origins a document may reach', () => {
  it('is only its own with the user pool proxied and files kept by the api', () => {
    expect(externalOrigins({ ...base, cognito: { ...base.cognito, proxy: true } })).toEqual({
      connect: [],
      img: [],
    });
  });

  it('adds the user pool when the browser calls it directly, and the hosted UI', () => {
    const aws = { ...base.cognito, endpoint: null, proxy: false, region: 'eu-central-1' };
    expect(externalOrigins({ ...base, cognito: aws }).connect).toEqual([
      'https://cognito-idp.eu-central-1.amazonaws.com',
    ]);
    const local = { ...base.cognito, endpoint: 'http://127.0.0.1:9229', proxy: false };
    const hosted = { ...local, hostedDomain: 'auth.stickerei.example' };
    expect(externalOrigins({ ...base, cognito: hosted }).connect).toEqual([
      'http://127.0.0.1:9229',
      'https://auth.stickerei.example',
    ]);
  });

  it('adds the bucket for presigned links only, at the origin the AWS SDK signs', async () => {
    const cognito = { ...base.cognito, proxy: true };
    expect(externalOrigins({ cognito, s3: bucket({ presign: false }) })).toEqual({
      connect: [],
      img: [],
    });
    for (const s3 of [
      bucket({}),
      bucket({ bucket: 'files.stickerei.example' }),
      bucket({ endpoint: 'http://127.0.0.1:4569', forcePathStyle: true }),
      bucket({ endpoint: 'https://r2.example.com', forcePathStyle: false }),
    ]) {
      const origin = await presignedOrigin(s3);
      expect(bucketOrigin(s3), JSON.stringify(s3)).toBe(origin);
      expect(externalOrigins({ cognito, s3 })).toEqual({ connect: [origin], img: [origin] });
    }
  });

  it('puts them into the page and admin policies, never inline script', () => {
    const policies = documentPolicies({
      cognito: { ...base.cognito, endpoint: null, proxy: false },
      s3: bucket({}),
    });
    const page = policies.page(["'self'", "'sha256-abc='"]);
    expect(page['script-src']).toEqual(["'self'", "'sha256-abc='"]);
    expect(page['img-src']).toContain('https://stickerei-files.s3.eu-central-1.amazonaws.com');
    expect(policies.admin['connect-src']).toContain('https://cognito-idp.local.amazonaws.com');
    expect(policies.admin['script-src']).toEqual(["'self'"]);
  });
});

describe("a page's script sources", () => {
  it('takes the hashes of the meta policy and nothing that would let any script run', () => {
    const html = `<head><meta http-equiv="content-security-policy" content="object-src &#39;none&#39;; script-src 'self' 'sha256-AbC+/9=' 'unsafe-inline' 'unsafe-eval' https: *; style-src 'self'"></head>`;
    expect(scriptSourcesOf(html)).toEqual(["'self'", "'sha256-AbC+/9='"]);
  });

  it("is 'self' alone for a page without a policy", () => {
    expect(scriptSourcesOf('<h1>plain</h1>')).toEqual(["'self'"]);
  });
});
