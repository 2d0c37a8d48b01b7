import { RequestError } from '@stickerei/shared/api-client';
import {
  QUOTA_EXCEEDED,
  type Language,
  type QuotaExceededDetails,
  type QuotaUsage,
} from '@stickerei/shared/domain';
import { t } from '../../i18n/index.ts';
import { formatBytes, formatCount } from '../library/formatting.ts';

/** The share of the quota in use, 0–1 (the fuller of bytes and files). */
export function usedShare(usage: QuotaUsage): number {
  const bytes = usage.quotaBytes > 0 ? usage.usedBytes / usage.quotaBytes : 1;
  const files = usage.quotaFiles > 0 ? usage.usedFiles / usage.quotaFiles : 1;
  return Math.min(1, Math.max(bytes, files));
}

const isDetails = (value: unknown): value is QuotaExceededDetails =>
  Boolean(value) &&
  typeof value === 'object' &&
  typeof (value as QuotaExceededDetails).leftBytes === 'number' &&
  typeof (value as QuotaExceededDetails).leftFiles === 'number';

/** The body of a tus-js-client error's answer, when it has one. */
function tusBody(error: unknown): unknown {
  const response =
    error && typeof error === 'object' && 'originalResponse' in error
      ? (error as { originalResponse: { getBody(): string } | null }).originalResponse
      : null;
  if (!response) return null;
  try {
    return JSON.parse(response.getBody()) as unknown;
  } catch {
    // Not the api's JSON error (a proxy's page, say): no quota refusal.
    return null;
  }
}

/**
 * The details of an upload or import the api refused for the quota (413 QUOTA_EXCEEDED), from
 * a request error or a resumable upload's error; null for any other failure.
 */
export function quotaRefusal(error: unknown): QuotaExceededDetails | null {
  if (error instanceof RequestError)
    return error.code === QUOTA_EXCEEDED && isDetails(error.details) ? error.details : null;
  const body = tusBody(error) as { code?: unknown; details?: unknown } | null;
  return body?.code === QUOTA_EXCEEDED && isDetails(body.details) ? body.details : null;
}

/** A number of files with its noun, singular or plural: "1 file", "49,999 files", "1 Datei". */
export function fileCount(value: number, language: Language): string {
  const noun =
    language === 'de' ? (value === 1 ? 'Datei' : 'Dateien') : value === 1 ? 'file' : 'files';
  return `${formatCount(value, language)} ${noun}`;
}

/** What the site says about a quota refusal, in the page's language. */
export function quotaRefusalText(details: QuotaExceededDetails, language: Language): string {
  return t(language, 'quota.refused', {
    bytes: formatBytes(details.leftBytes, language),
    files: fileCount(details.leftFiles, language),
  });
}
