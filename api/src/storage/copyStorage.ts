import { createHash } from 'node:crypto';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Storage } from './contract.ts';

/** What a copy did, and where it is. */
export interface CopyProgress {
  /** Keys seen in the source so far. */
  seen: number;
  copied: number;
  /** Already in the target with the same size (an earlier, interrupted copy): left alone. */
  skipped: number;
  bytes: number;
  /** Keys whose copy did not read back as written. */
  failed: Array<{ key: string; reason: string }>;
}

async function sha256Of(storage: Storage, key: string): Promise<string> {
  const hash = createHash('sha256');
  const { stream } = await storage.stream(key);
  for await (const chunk of stream) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/**
 * Copies every key of `from` into `to` (docs/storage.md "Moving to a bucket"): streamed, never
 * a whole file in memory; resumable, since a key the target already holds with the same size is
 * skipped; verified, since every copied key is read back and its SHA-256 compared with what was
 * sent. The source is not changed.
 */
export async function copyStorage(
  from: Storage,
  to: Storage,
  options: { onProgress?: (p: CopyProgress) => void; progressEvery?: number } = {},
): Promise<CopyProgress> {
  const progress: CopyProgress = { seen: 0, copied: 0, skipped: 0, bytes: 0, failed: [] };
  const every = options.progressEvery ?? 100;
  const targetSizes = new Map<string, number>();
  for await (const { key, size } of to.list()) targetSizes.set(key, size);
  for await (const { key, size } of from.list()) {
    progress.seen++;
    if (targetSizes.get(key) === size) {
      progress.skipped++;
    } else {
      const hash = createHash('sha256');
      const { stream } = await from.stream(key);
      const hashing = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          hash.update(chunk);
          done(null, chunk);
        },
      });
      const writing = to.putStream(key, hashing);
      await Promise.all([pipeline(stream, hashing), writing]);
      const written = hash.digest('hex');
      const readBack = await sha256Of(to, key);
      if (readBack !== written) {
        progress.failed.push({ key, reason: 'the copy reads back other bytes' });
      } else {
        progress.copied++;
        progress.bytes += size;
      }
    }
    if (progress.seen % every === 0) options.onProgress?.(progress);
  }
  options.onProgress?.(progress);
  return progress;
}
