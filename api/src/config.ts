import { isIP } from 'node:net';
import path from 'node:path';
import { DEFAULT_GUARD } from './library/statementGuard.ts';
import type { S3StorageOptions } from './storage/s3Storage.ts';
import {
  DEFAULT_LIMITS,
  DEFAULT_OPEN_STREAMS,
  RATE_LIMIT_GROUPS,
  type GroupLimit,
  type RateLimitGroup,
} from './rateLimits/routeGroups.ts';

/** Everything the api reads from its environment, validated (CONVENTIONS.md: fail at start). */
export interface Config {
  host: string;
  port: number;
  logLevel: string;
  /** Root of all local data: PGlite, files, cognito-local. */
  dataDir: string;
  /** A Postgres server; PGlite in `dataDir/pg` when absent. */
  databaseUrl: string | null;
  /** `all` serves http and runs the worker; `web` only http; `worker` only jobs. */
  mode: 'all' | 'web' | 'worker';
  siteDir: string | null;
  adminDir: string | null;
  cognito: {
    region: string;
    userPoolId: string;
    clientId: string;
    /** Where the api reaches the user pool (cognito-local's URL, or null for AWS). */
    endpoint: string | null;
    /** Token issuer; derived from region and pool for AWS. */
    issuer: string;
    jwksUrl: string;
    authFlow: 'USER_SRP_AUTH' | 'USER_PASSWORD_AUTH' | 'USER_AUTH';
    hostedDomain: string | null;
    /** When set, `/cognito/` on this origin forwards to `endpoint` (embedded default). */
    proxy: boolean;
  };
  uploads: { maxFileBytes: number; maxFiles: number };
  /** Collection imports (docs/imports.md): archives and their limits against zip bombs. */
  imports: {
    /** Largest archive (and resumable upload). */
    maxArchiveBytes: number;
    /** Most entries in one import, nested archives included. */
    maxEntries: number;
    /** Most bytes all entries of one import may unpack to. */
    maxUnpackedBytes: number;
    /** Largest unpacked-to-packed ratio of an entry (embroidery files compress 2–10 ×). */
    maxRatio: number;
  };
  /** Each user's storage quota unless an admin set another (docs/quotas.md). */
  quotas: { bytes: number; files: number };
  /** Upload processing: files at once per instance, and limits of one file's processing. */
  jobs: { concurrency: number; timeoutSeconds: number; maxMemoryMb: number };
  /** Event streams: seconds between keep-alive comments. */
  stream: { keepAliveSeconds: number };
  /** Signs preview URLs of own designs; null: a random secret kept in the database. */
  previewSecret: string | null;
  /** The demo library an empty database is filled with (docs/demo-library.md). */
  demo: { enabled: boolean; corpusDir: string };
  /** A bucket for every byte instead of `dataDir/files` (docs/storage.md); null: the folder. */
  s3: (S3StorageOptions & { presign: boolean }) | null;
  /** Requests per caller and window on the limited routes (docs/rate-limits.md). */
  rateLimits: {
    enabled: boolean;
    groups: Record<RateLimitGroup, GroupLimit>;
    /** Event streams one user may hold open at once on one instance. */
    openStreams: number;
  };
  /**
   * Whose X-Forwarded-For/-Proto/-Host to believe (docs/security.md): nobody (false), any peer
   * (true), or the proxies at these addresses and CIDR ranges. Decides `request.protocol`, so
   * whether HSTS is sent, and `request.ip`.
   */
  trustProxy: boolean | string[];
  /**
   * Milliseconds one library list or filter-options call may spend in its guarded statements,
   * counted from the call's start (docs/library.md "Every combination in bounded work").
   */
  libraryTimeBudgetMs: number;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

type Env = Record<string, string | undefined>;

function int(env: Env, name: string, fallback: number, min = 1): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min) {
    throw new ConfigError(
      `${name} must be an integer ≥ ${min}, got "${raw}". Set ${name} or unset it.`,
    );
  }
  return value;
}

function cognitoFrom(env: Env): Config['cognito'] {
  const userPoolId = env.COGNITO_USER_POOL_ID ?? '';
  const clientId = env.COGNITO_CLIENT_ID ?? '';
  if (!userPoolId || !clientId) {
    throw new ConfigError(
      "COGNITO_USER_POOL_ID and COGNITO_CLIENT_ID must be set (the README's run command sets them for cognito-local).",
    );
  }
  const region = env.COGNITO_REGION || userPoolId.split('_')[0] || 'us-east-1';
  const endpoint = env.COGNITO_ENDPOINT ? env.COGNITO_ENDPOINT.replace(/\/$/, '') : null;
  const issuer = endpoint
    ? `${endpoint}/${userPoolId}`
    : `https://cognito-idp.${region}.amazonaws.com/${userPoolId}`;
  const authFlow = env.COGNITO_AUTH_FLOW || (endpoint ? 'USER_PASSWORD_AUTH' : 'USER_SRP_AUTH');
  if (
    authFlow !== 'USER_SRP_AUTH' &&
    authFlow !== 'USER_PASSWORD_AUTH' &&
    authFlow !== 'USER_AUTH'
  ) {
    throw new ConfigError(
      'COGNITO_AUTH_FLOW must be USER_SRP_AUTH, USER_PASSWORD_AUTH or USER_AUTH.',
    );
  }
  return {
    region,
    userPoolId,
    clientId,
    endpoint,
    issuer: env.COGNITO_ISSUER || issuer,
    jwksUrl: env.COGNITO_JWKS_URL || `${env.COGNITO_ISSUER || issuer}/.well-known/jwks.json`,
    authFlow,
    hostedDomain: env.COGNITO_HOSTED_DOMAIN || null,
    proxy: endpoint !== null && env.COGNITO_PROXY !== 'false',
  };
}

function previewSecretFrom(env: Env): string | null {
  const secret = env.PREVIEW_SECRET;
  if (secret === undefined || secret === '') return null;
  if (secret.length < 32) {
    throw new ConfigError('PREVIEW_SECRET must be at least 32 characters, or unset it.');
  }
  return secret;
}

// The repository's corpus of real files (api/src → the repository root).
const CORPUS_DIR = path.resolve(import.meta.dirname, '../../corpus');

function demoFrom(env: Env, cwd: string): Config['demo'] {
  const raw = env.DEMO_LIBRARY ?? '';
  if (!['', '0', '1', 'false', 'true'].includes(raw)) {
    throw new ConfigError('DEMO_LIBRARY must be 1 (fill an empty library with demo designs) or 0.');
  }
  return {
    enabled: raw === '1' || raw === 'true',
    corpusDir: env.DEMO_CORPUS_DIR ? path.resolve(cwd, env.DEMO_CORPUS_DIR) : CORPUS_DIR,
  };
}

const flagOf = (env: Env, name: string) => {
  const raw = env[name] ?? '';
  if (!['', '0', '1', 'false', 'true'].includes(raw)) {
    throw new ConfigError(`${name} must be 1 or 0 (true or false), got "${raw}".`);
  }
  return raw === '1' || raw === 'true';
};

// S3 bucket names: 3–63 lower-case letters, digits, dots and hyphens, starting and ending with a
// letter or digit.
const BUCKET = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;

/** The bucket of S3_BUCKET and its variables, or null without S3_BUCKET. @throws ConfigError */
export function s3OptionsFrom(env: Env): Config['s3'] {
  const bucket = env.S3_BUCKET ?? '';
  if (bucket === '') return null;
  if (!BUCKET.test(bucket)) {
    throw new ConfigError(
      `S3_BUCKET must be a bucket name of 3–63 lower-case letters, digits, dots and hyphens, got "${bucket}".`,
    );
  }
  const endpoint = env.S3_ENDPOINT ? env.S3_ENDPOINT.replace(/\/$/, '') : null;
  if (endpoint && !/^https?:\/\//.test(endpoint)) {
    throw new ConfigError('S3_ENDPOINT must be an http:// or https:// URL, or unset it for AWS.');
  }
  const prefix = env.S3_PREFIX ?? '';
  if (prefix !== '' && !/^[a-z0-9][a-z0-9_./-]*\/$/i.test(prefix)) {
    throw new ConfigError('S3_PREFIX must be a key prefix ending in "/", e.g. "stickerei/".');
  }
  return {
    bucket,
    region: env.S3_REGION || env.AWS_REGION || 'us-east-1',
    endpoint,
    forcePathStyle: flagOf(env, 'S3_FORCE_PATH_STYLE'),
    prefix,
    timeoutMs: int(env, 'S3_TIMEOUT_MS', 4000, 100),
    presign: flagOf(env, 'S3_PRESIGN'),
  };
}

// signIn → SIGN_IN: the group's part of its variables' names.
const envName = (group: RateLimitGroup) => group.replace(/[A-Z]/g, (c) => `_${c}`).toUpperCase();

function rateLimitsFrom(env: Env): Config['rateLimits'] {
  const raw = env.RATE_LIMIT ?? '';
  if (!['', '0', '1', 'false', 'true'].includes(raw)) {
    throw new ConfigError(`RATE_LIMIT must be 1 (limits on, the default) or 0, got "${raw}".`);
  }
  const groups = Object.fromEntries(
    RATE_LIMIT_GROUPS.map((group) => {
      const name = `RATE_LIMIT_${envName(group)}`;
      const defaults = DEFAULT_LIMITS[group];
      const limit: GroupLimit = {
        max: int(env, `${name}_MAX`, defaults.max),
        windowSeconds: int(env, `${name}_WINDOW_SECONDS`, defaults.windowSeconds),
      };
      return [group, limit];
    }),
  ) as Record<RateLimitGroup, GroupLimit>;
  return {
    enabled: raw !== '0' && raw !== 'false',
    groups,
    openStreams: int(env, 'RATE_LIMIT_OPEN_STREAMS', DEFAULT_OPEN_STREAMS),
  };
}

// Names proxy-addr (Fastify's trustProxy) knows for address ranges.
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrRange(entry: string): boolean {
  if (NAMED_RANGES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d{1,3}$/.test(prefix) && bits <= (family === 4 ? 32 : 128);
}

/** TRUST_PROXY: 1/true, 0/false/unset, or a comma-separated list of addresses and ranges. */
export function trustProxyFrom(env: Env): Config['trustProxy'] {
  const raw = (env.TRUST_PROXY ?? '').trim();
  if (raw === '' || raw === '0' || raw === 'false') return false;
  if (raw === '1' || raw === 'true') return true;
  const entries = raw.split(',').map((entry) => entry.trim());
  const wrong = entries.filter((entry) => !isAddressOrRange(entry));
  if (wrong.length > 0) {
    throw new ConfigError(
      `TRUST_PROXY must be 1 (trust any proxy), 0, or a comma-separated list of proxy addresses and CIDR ranges (e.g. "10.0.0.0/8,127.0.0.1"); "${wrong.join('", "')}" is none of these.`,
    );
  }
  return entries;
}

/**
 * Reads and validates the configuration.
 * @throws ConfigError naming the variable to set
 */
export function loadConfig(env: Env = process.env, cwd = process.cwd()): Config {
  const mode = env.API_MODE || 'all';
  if (mode !== 'all' && mode !== 'web' && mode !== 'worker') {
    throw new ConfigError('API_MODE must be all, web or worker.');
  }
  const databaseUrl = env.DATABASE_URL || null;
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    throw new ConfigError('DATABASE_URL must be a postgres:// connection string.');
  }
  return {
    host: env.HOST || '127.0.0.1',
    port: int(env, 'PORT', 3000),
    logLevel: env.LOG_LEVEL || 'info',
    dataDir: path.resolve(cwd, env.DATA_DIR || 'data'),
    databaseUrl,
    mode,
    siteDir: env.SITE_DIR ? path.resolve(cwd, env.SITE_DIR) : null,
    adminDir: env.ADMIN_DIR ? path.resolve(cwd, env.ADMIN_DIR) : null,
    cognito: cognitoFrom(env),
    uploads: {
      maxFileBytes: int(env, 'MAX_UPLOAD_BYTES', 20 * 1024 * 1024),
      maxFiles: int(env, 'MAX_UPLOAD_FILES', 50),
    },
    imports: {
      maxArchiveBytes: int(env, 'MAX_ARCHIVE_BYTES', 2 * 1024 ** 3),
      maxEntries: int(env, 'MAX_ARCHIVE_ENTRIES', 100_000),
      maxUnpackedBytes: int(env, 'MAX_ARCHIVE_UNPACKED_BYTES', 16 * 1024 ** 3),
      maxRatio: int(env, 'MAX_ARCHIVE_RATIO', 200),
    },
    quotas: {
      bytes: int(env, 'QUOTA_BYTES', 5_000_000_000),
      files: int(env, 'QUOTA_FILES', 50_000),
    },
    jobs: {
      concurrency: int(env, 'JOB_CONCURRENCY', 2),
      timeoutSeconds: int(env, 'JOB_TIMEOUT_SECONDS', 120),
      maxMemoryMb: int(env, 'JOB_MEMORY_MB', 1024, 64),
    },
    stream: { keepAliveSeconds: int(env, 'SSE_KEEPALIVE_SECONDS', 15) },
    previewSecret: previewSecretFrom(env),
    demo: demoFrom(env, cwd),
    s3: s3OptionsFrom(env),
    rateLimits: rateLimitsFrom(env),
    trustProxy: trustProxyFrom(env),
    libraryTimeBudgetMs: int(env, 'LIBRARY_TIME_BUDGET_MS', DEFAULT_GUARD.timeoutMs, 15),
  };
}
