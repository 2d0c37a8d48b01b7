import {
  QUOTA_EXCEEDED,
  type QuotaExceededDetails,
  type QuotaUsage,
} from '@stickerei/shared/domain';
import { HttpError } from '../lib/httpError.ts';

const UNITS = ['KB', 'MB', 'GB', 'TB'];

/** A size as people read it, as the site shows it: "512 bytes", "1.5 MB", "5 GB" (1 KB = 1000 bytes). */
export function formatBytes(bytes: number): string {
  if (bytes < 1000) return `${bytes} bytes`;
  let value = bytes / 1000;
  let unit = 0;
  while (value >= 1000 && unit < UNITS.length - 1) {
    value /= 1000;
    unit++;
  }
  return `${Math.round(value * 10) / 10} ${UNITS[unit]}`;
}

const files = (n: number) => `${n.toLocaleString('en')} ${n === 1 ? 'file' : 'files'}`;

/** "1.2 GB and 340 files are left of your 5 GB and 50,000 files." */
export const leftSentence = (u: QuotaUsage) =>
  `${formatBytes(u.leftBytes)} and ${files(u.leftFiles)} are left of your ${formatBytes(u.quotaBytes)} and ${files(u.quotaFiles)}.`;

/**
 * The 413 of an upload or import that does not fit: what is left (bytes and files) in the
 * message and in `details`, code QUOTA_EXCEEDED for the site to say it in the user's language.
 */
export function overQuota(
  usage: QuotaUsage,
  needed: { bytes: number; files: number; name?: string },
  outcome = 'Nothing was stored.',
): HttpError {
  const what = needed.name ? `"${needed.name}" does not fit` : 'This does not fit';
  const details: QuotaExceededDetails = {
    ...usage,
    neededBytes: needed.bytes,
    neededFiles: needed.files,
  };
  return new HttpError(
    413,
    `${what} in your storage quota: ${leftSentence(usage)} ${outcome} Delete designs you no longer need to make room, or ask us for a larger quota.`,
    { code: QUOTA_EXCEEDED, details },
  );
}
