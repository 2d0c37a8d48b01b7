/**
 * What a user's originals take and how much they may (docs/quotas.md): the files of their
 * designs and the uploads waiting for processing count; previews and conversions are ours.
 */
export interface QuotaUsage {
  usedBytes: number;
  usedFiles: number;
  /** The user's quota: their own when an admin set one, else the configured default. */
  quotaBytes: number;
  quotaFiles: number;
  /** What is left (never below 0; an admin may set a quota below the usage). */
  leftBytes: number;
  leftFiles: number;
  /** Whether an admin set this user's quota (false: the defaults). */
  custom: boolean;
}

/** `PUT /api/admin/users/{id}/quota`: null for a limit goes back to the default. */
export interface QuotaChange {
  quotaBytes: number | null;
  quotaFiles: number | null;
}

/** The `code` of a 413 answer to an upload or import that would go over the quota. */
export const QUOTA_EXCEEDED = 'QUOTA_EXCEEDED';

/** `details` of a QUOTA_EXCEEDED answer: the usage and what the refused request needed. */
export interface QuotaExceededDetails extends QuotaUsage {
  /** The bytes of what did not fit (0 when only the file count was over). */
  neededBytes: number;
  neededFiles: number;
}
