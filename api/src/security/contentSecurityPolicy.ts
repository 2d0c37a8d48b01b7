import type { Config } from '../config.ts';

/** A policy as directive → sources; serialised by `serializePolicy`. */
export type Policy = Record<string, readonly string[]>;

/**
 * What api answers (JSON, errors, downloads, previews, the event stream) and the builds' plain
 * files get: nothing may load or run, nobody may frame it. A JSON answer opened as a page, or an
 * SVG or HTML smuggled into a download, can do nothing.
 */
export const API_POLICY: Policy = {
  'default-src': ["'none'"],
  'frame-ancestors': ["'none'"],
};

/** Directives every document of ours shares (site pages, the admin, the api's docs page). */
const DOCUMENT_BASE: Policy = {
  'default-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
  // React style attributes, emotion's (MUI) and Astro's style elements: styles may be inline,
  // scripts never (docs/security.md).
  'style-src': ["'self'", "'unsafe-inline'"],
  'font-src': ["'self'"],
};

/**
 * Origins other than our own that the browser must reach, by configuration: the user pool when
 * it is not proxied on this origin (Amazon Cognito, or cognito-local on its own port), the
 * hosted UI's token endpoint, and the bucket that presigned previews and downloads redirect to.
 */
export function externalOrigins(config: Pick<Config, 'cognito' | 's3'>): {
  connect: string[];
  img: string[];
} {
  const { cognito, s3 } = config;
  const connect: string[] = [];
  if (!cognito.proxy) {
    connect.push(
      cognito.endpoint
        ? new URL(cognito.endpoint).origin
        : `https://cognito-idp.${cognito.region}.amazonaws.com`,
    );
  }
  if (cognito.hostedDomain) {
    const domain = cognito.hostedDomain;
    connect.push(new URL(/^https?:\/\//.test(domain) ? domain : `https://${domain}`).origin);
  }
  const bucket = s3?.presign ? bucketOrigin(s3) : null;
  return { connect: bucket ? [...connect, bucket] : connect, img: bucket ? [bucket] : [] };
}

/** The origin of the bucket's presigned URLs, as the AWS SDK builds them. */
export function bucketOrigin(s3: NonNullable<Config['s3']>): string {
  if (s3.endpoint) {
    const url = new URL(s3.endpoint);
    return s3.forcePathStyle ? url.origin : `${url.protocol}//${s3.bucket}.${url.host}`;
  }
  // The SDK falls back to path style for names with dots (not valid as a TLS host label).
  return s3.bucket.includes('.')
    ? `https://s3.${s3.region}.amazonaws.com`
    : `https://${s3.bucket}.s3.${s3.region}.amazonaws.com`;
}

/** The policies of our documents for one configuration. */
export function documentPolicies(config: Pick<Config, 'cognito' | 's3'>) {
  const origins = externalOrigins(config);
  const shared: Policy = {
    ...DOCUMENT_BASE,
    // data: and blob: previews (a chosen logo, an upload's preview before it is sent).
    'img-src': ["'self'", 'data:', 'blob:', ...origins.img],
    'connect-src': ["'self'", ...origins.connect],
  };
  const admin: Policy = { ...shared, 'script-src': ["'self'"] };
  return {
    /** A site page: its script hashes come from Astro's policy in the page (`pageScriptSources`). */
    page: (scriptSrc: readonly string[]): Policy => ({ ...shared, 'script-src': scriptSrc }),
    /** The admin: one module bundle, no inline script. */
    admin,
  };
}

/** Swagger UI at /api/docs: its bundle and initializer are files; it fetches the JSON. */
export const DOCS_POLICY: Policy = {
  ...DOCUMENT_BASE,
  'script-src': ["'self'"],
  'img-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
};

/** A policy as a header value: `default-src 'self'; script-src …`. */
export function serializePolicy(policy: Policy): string {
  return Object.entries(policy)
    .map(([directive, sources]) => [directive, ...sources].join(' '))
    .join('; ');
}
