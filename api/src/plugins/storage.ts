import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readFile, readdir, rename, rm, stat, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import fp from 'fastify-plugin';
import {
  StorageNotFoundError,
  StorageUnavailableError,
  checkKey,
  type Storage,
} from '../storage/contract.ts';
import { createS3Storage, type S3Storage, type S3StorageOptions } from '../storage/s3Storage.ts';
import { createPreservingStorage } from '../backup/preservingStorage.ts';

export { StorageNotFoundError, StorageUnavailableError, checkKey, type Storage };

declare module 'fastify' {
  interface FastifyInstance {
    storage: Storage;
  }
}

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/**
 * Files on the local disk under `root`. Folders are created on the first write, so an app that
 * never stores anything (most tests) touches no disk.
 */
export function createFileStorage(root: string): Storage {
  const file = (key: string) => path.join(root, checkKey(key));
  return {
    kind: 'file',
    async put(key, bytes) {
      const target = file(key);
      await mkdir(path.dirname(target), { recursive: true });
      // Write beside the target and rename: a crash mid-write leaves no truncated file.
      const temp = `${target}.${randomUUID()}.tmp`;
      await writeFile(temp, bytes);
      await rename(temp, target);
    },
    async get(key) {
      try {
        return await readFile(file(key));
      } catch (error) {
        if (isMissing(error)) throw new StorageNotFoundError(`nothing stored under ${key}`);
        throw error;
      }
    },
    async putStream(key, source) {
      const target = file(key);
      await mkdir(path.dirname(target), { recursive: true });
      const temp = `${target}.${randomUUID()}.tmp`;
      let written = 0;
      source.on('data', (chunk: Buffer) => (written += chunk.length));
      try {
        await pipeline(source, createWriteStream(temp));
        await rename(temp, target);
      } catch (error) {
        await rm(temp, { force: true });
        throw error;
      }
      return written;
    },
    async stream(key, range) {
      const target = file(key);
      try {
        const { size } = await stat(target);
        const options =
          range && range.end > range.start ? { start: range.start, end: range.end - 1 } : {};
        const empty = range !== undefined && range.end <= range.start;
        return { stream: empty ? Readable.from([]) : createReadStream(target, options), size };
      } catch (error) {
        if (isMissing(error)) throw new StorageNotFoundError(`nothing stored under ${key}`);
        throw error;
      }
    },
    async delete(key) {
      await unlink(file(key)).catch((error: unknown) => {
        if (!isMissing(error)) throw error;
      });
    },
    async deletePrefix(prefix) {
      await rm(file(prefix), { recursive: true, force: true });
    },
    async exists(key) {
      try {
        return (await stat(file(key))).isFile();
      } catch (error) {
        if (isMissing(error)) return false;
        throw error;
      }
    },
    async *list(prefix) {
      const base = prefix === undefined ? root : file(prefix);
      const names = await readdir(base, { recursive: true }).catch((error: unknown) => {
        if (isMissing(error) || (error as NodeJS.ErrnoException).code === 'ENOTDIR') {
          return [] as string[];
        }
        throw error;
      });
      for (const name of names) {
        const relative = name.split(path.sep).join('/');
        const key = prefix === undefined ? relative : `${prefix}/${relative}`;
        // Temporary files of writes under way are not stored keys.
        if (key.endsWith('.tmp')) continue;
        const info = await stat(path.join(base, name)).catch(() => null);
        if (info?.isFile()) yield { key, size: info.size };
      }
    },
    async ping() {
      // A folder that is not there yet is fine: the first write creates it.
      await stat(root).catch((error: unknown) => {
        if (!isMissing(error)) throw new StorageUnavailableError(String(error), { cause: error });
      });
    },
  };
}

export interface StoragePluginOptions {
  /** Root folder of the files (`<dataDir>/files`). */
  root: string;
  /** A bucket instead of the folder. */
  s3?: S3StorageOptions | null;
  /** A storage made elsewhere (tests that share one between instances). */
  storage?: Storage;
  /**
   * Where the folder keeps files a backup still needs (`<dataDir>/backup-hold`); when set, the
   * folder is wrapped so that backups see it at one instant (backup/preservingStorage.ts).
   */
  holdRoot?: string;
}

/** `app.storage`: the api's file storage, a folder or a bucket. */
export default fp<StoragePluginOptions>(
  async (app, opts) => {
    const folder = () => {
      const files = createFileStorage(opts.root);
      return opts.holdRoot ? createPreservingStorage(files, opts.holdRoot) : files;
    };
    const storage = opts.storage ?? (opts.s3 ? createS3Storage(opts.s3) : folder());
    app.decorate('storage', storage);
    if (storage.kind === 's3' && !opts.storage) {
      app.addHook('onClose', async () => (storage as S3Storage).client.destroy());
    }
  },
  { name: 'storage' },
);
