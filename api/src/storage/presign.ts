import type { Storage } from './contract.ts';
import type { S3Storage } from './s3Storage.ts';

/** How long a presigned link works (S3_PRESIGN=1): long enough to start a download, no more. */
export const PRESIGN_SECONDS = 300;

/**
 * A short-lived URL that reads `key` straight from the bucket, when the storage is a bucket
 * with S3_PRESIGN=1 and the key exists; null otherwise (the api then streams the bytes itself).
 * The caller has checked who may read it; `fileName` makes the bucket answer as an attachment.
 */
export async function presignedRead(
  storage: Storage,
  key: string,
  fileName?: string,
): Promise<string | null> {
  if (storage.kind !== 's3') return null;
  const bucket = storage as S3Storage;
  if (!bucket.options.presign) return null;
  if (!(await bucket.exists(key))) return null;
  return bucket.presignedUrl(key, PRESIGN_SECONDS, fileName);
}
