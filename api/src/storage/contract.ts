// The storage contract (DESIGN.md §3, docs/storage.md): what the api asks of the place its bytes
// live, the errors it answers with, and the keys it may use.
import type { Readable } from 'node:stream';

/**
 * Where the api keeps bytes (DESIGN.md §3, docs/storage.md): `./data/files`, or an S3-compatible
 * bucket when S3_BUCKET is set (storage/s3Storage.ts). Keys
 * are made by the api (`uploads/<uuid>`, `designs/<id>/<format>`, `previews/<id>/<size>.png`),
 * never taken from a client's file name.
 */
export interface Storage {
  /** `file` (a folder) or `s3` (a bucket). */
  readonly kind: 'file' | 's3';
  /** Writes the bytes under `key`, replacing what was there; readers never see half a file. */
  put(key: string, bytes: Uint8Array): Promise<void>;
  /** @throws StorageNotFoundError when nothing is stored under `key` */
  get(key: string): Promise<Buffer>;
  /**
   * Writes what `source` yields under `key` without holding it in memory (archives of up to
   * gigabytes); readers never see half a file. @returns the bytes written
   */
  putStream(key: string, source: Readable): Promise<number>;
  /**
   * A read stream and the whole object's size; with `range`, only bytes `start` to `end - 1`.
   * @throws StorageNotFoundError
   */
  stream(
    key: string,
    range?: { start: number; end: number },
  ): Promise<{ stream: Readable; size: number }>;
  /** Removes `key`; removing a missing key is not an error. */
  delete(key: string): Promise<void>;
  /** Removes every key under `prefix/` (e.g. `previews/<id>`). */
  deletePrefix(prefix: string): Promise<void>;
  exists(key: string): Promise<boolean>;
  /** @throws StorageUnavailableError when the storage cannot be reached (health checks) */
  ping(): Promise<void>;
  /**
   * Every stored key with its size, in no particular order (storage copies, backups); with
   * `prefix`, only the keys under `prefix/`.
   */
  list(prefix?: string): AsyncIterable<{ key: string; size: number }>;
}

export class StorageNotFoundError extends Error {
  override name = 'StorageNotFoundError';
}

/** The storage cannot be reached now (a bucket down or timing out): answered with 503. */
export class StorageUnavailableError extends Error {
  override name = 'StorageUnavailableError';
}

// Lower-case letters, digits, `-`, `_` and `.` in `/`-separated segments; no empty, `.` or `..`
// segment, so a key can never leave the root whatever a caller puts into it.
const KEY = /^[a-z0-9_-][a-z0-9_.-]*(\/[a-z0-9_-][a-z0-9_.-]*)*$/i;

/** @returns the key when it is one the api may use; @throws Error otherwise */
export function checkKey(key: string): string {
  if (!KEY.test(key) || key.split('/').some((s) => s === '.' || s === '..') || key.length > 300) {
    throw new Error(`invalid storage key "${key}"`);
  }
  return key;
}
