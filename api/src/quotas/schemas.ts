import { integer, objectOf } from '../lib/schemas.ts';

const count = { type: 'integer', minimum: 0 } as const;

/** A user's usage and quota as the api answers it (`QuotaUsage` of shared/domain). */
export const quotaUsageSchema = objectOf({
  usedBytes: count,
  usedFiles: count,
  quotaBytes: count,
  quotaFiles: count,
  leftBytes: count,
  leftFiles: count,
  custom: { type: 'boolean' },
});

// 1 PiB and a billion files: far beyond any user, still exact in a JavaScript number.
const MAX_QUOTA_BYTES = 1024 ** 5;
const MAX_QUOTA_FILES = 1_000_000_000;

/**
 * `PUT /api/admin/users/{id}/quota`: each limit a whole number, or null for the default (null
 * first: the api coerces types, and null would otherwise become 0).
 */
export const quotaChangeSchema = {
  ...objectOf({
    quotaBytes: { anyOf: [{ type: 'null' }, integer(0, MAX_QUOTA_BYTES)] },
    quotaFiles: { anyOf: [{ type: 'null' }, integer(0, MAX_QUOTA_FILES)] },
  }),
  additionalProperties: false,
} as const;
