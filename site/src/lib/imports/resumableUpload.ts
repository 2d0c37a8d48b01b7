import { RESUMABLE_UPLOADS, importIdOfUpload } from '@stickerei/shared/api-client';
import type { PreviousUpload, Upload as TusUpload } from 'tus-js-client';
import { importWithReload } from '../importWithReload.ts';

// Chunks keep each request moderate (proxies limit bodies) and let a broken connection lose
// at most one chunk; the upload URL and offset survive a reload in localStorage.
const CHUNK_BYTES = 16 * 1024 * 1024;
const RETRY_DELAYS = [0, 1000, 3000, 5000, 10_000, 20_000];

const loadTus = () => importWithReload(() => import('tus-js-client'));

/** The upload endpoint as an absolute URL: tus-js-client resolves the upload's URL against it. */
export const uploadEndpoint = (origin: string) => new URL(`/api${RESUMABLE_UPLOADS}`, origin).href;

export interface ResumableOptions {
  file: File;
  /** The page's origin (`location.origin`). */
  origin: string;
  getToken: () => Promise<string | null>;
  /** The upload has its URL, so its import exists (state `receiving`). */
  onImport: (importId: string) => void;
  onProgress: (sent: number, total: number) => void;
  onSuccess: () => void;
  /** `status` is the api's answer (404: no resumable uploads here), null without one. */
  onError: (error: Error, status: number | null) => void;
}

/** The HTTP status a tus-js-client error carries, or null. */
export function statusOfTusError(error: unknown): number | null {
  const response =
    error && typeof error === 'object' && 'originalResponse' in error
      ? (error as { originalResponse: { getStatus(): number } | null }).originalResponse
      : null;
  return response ? response.getStatus() : null;
}

/** Every request of an upload carries the current token (a long upload outlives one). */
const authorize =
  (getToken: () => Promise<string | null>) =>
  async (request: { setHeader(name: string, value: string): void }) => {
    const token = await getToken();
    if (token) request.setHeader('Authorization', `Bearer ${token}`);
  };

/** A resumable upload under way. */
export interface RunningUpload {
  /** Stops sending; the upload can carry on later. */
  stop: () => void;
  /** Stops and ends the upload (tus termination): its import fails as cancelled. */
  cancel: () => Promise<void>;
}

/**
 * Sends a zip archive as a resumable upload (tus 1.0 with creation, docs/imports.md). When this
 * browser began uploading the same file before (same name, size and date: tus-js-client's
 * fingerprint), the upload carries on from where the api has it.
 */
export async function sendResumable(options: ResumableOptions): Promise<RunningUpload> {
  const tus = await loadTus();
  let reported = false;
  const upload: TusUpload = new tus.Upload(options.file, {
    endpoint: uploadEndpoint(options.origin),
    metadata: { filename: options.file.name },
    chunkSize: CHUNK_BYTES,
    retryDelays: RETRY_DELAYS,
    storeFingerprintForResuming: true,
    removeFingerprintOnSuccess: true,
    onBeforeRequest: authorize(options.getToken),
    onUploadUrlAvailable: () => {
      const id = upload.url ? importIdOfUpload(upload.url) : null;
      if (id && !reported) options.onImport(id);
      reported = true;
    },
    onProgress: options.onProgress,
    onSuccess: options.onSuccess,
    onError: (error) => options.onError(error, statusOfTusError(error)),
  });
  const [previous] = await upload.findPreviousUploads();
  if (previous) upload.resumeFromPreviousUpload(previous);
  upload.start();
  return { stop: () => void upload.abort(), cancel: () => upload.abort(true) };
}

/** An upload this browser began and has not finished, by its import. */
export interface StoredUpload {
  importId: string;
  fileName: string;
  size: number | null;
  storageKey: string;
}

/** The stored uploads of `origin`'s endpoint by their imports (newest last). */
export function storedUploadsByImport(
  previous: readonly PreviousUpload[],
): Map<string, StoredUpload> {
  const byImport = new Map<string, StoredUpload>();
  const sorted = [...previous].sort((a, b) => a.creationTime.localeCompare(b.creationTime));
  for (const upload of sorted) {
    const importId = upload.uploadUrl ? importIdOfUpload(upload.uploadUrl) : null;
    if (!importId) continue;
    byImport.set(importId, {
      importId,
      fileName: upload.metadata.filename ?? '',
      size: upload.size,
      storageKey: upload.urlStorageKey,
    });
  }
  return byImport;
}

/** The uploads this browser can carry on (tus-js-client's storage), loaded on demand. */
export async function storedUploads(): Promise<Map<string, StoredUpload>> {
  const tus = await loadTus();
  return storedUploadsByImport(await tus.defaultOptions.urlStorage.findAllUploads());
}

/**
 * Ends an upload that is not running on this page (interrupted here, or begun elsewhere): the api
 * removes its bytes and its import fails as cancelled.
 */
export async function cancelUpload(options: {
  importId: string;
  origin: string;
  getToken: () => Promise<string | null>;
  stored?: StoredUpload;
}): Promise<void> {
  const tus = await loadTus();
  const url = `${uploadEndpoint(options.origin)}/${encodeURIComponent(options.importId)}`;
  await tus.Upload.terminate(url, { onBeforeRequest: authorize(options.getToken) });
  if (options.stored) await tus.defaultOptions.urlStorage.removeUpload(options.stored.storageKey);
}

/** Forgets a stored upload whose import is no longer arriving (finished elsewhere, or gone). */
export async function forgetStoredUpload(storageKey: string): Promise<void> {
  const tus = await loadTus();
  await tus.defaultOptions.urlStorage.removeUpload(storageKey);
}
