import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readFile, rename, rm, stat, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import fp from 'fastify-plugin';

/**
 * Where the api keeps bytes (DESIGN.md §3: `./data/files`, later an S3-compatible bucket). Keys
 * are made by the api (`uploads/<uuid>`, `designs/<id>/<format>`, `previews/<id>/<size>.png`),
 * never taken from a client's file name.
 */
export interface Storage {
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
}

declare module 'fastify' {
  interface FastifyInstance {
    storage: Storage;
  }
}

export class StorageNotFoundError extends Error {
  override name = 'StorageNotFoundError';
}

// Lower-case letters, digits, `-`, `_` and `.` in `/`-separated segments; no empty, `.` or `..`
// segment, so a key can never leave the root whatever a caller puts into it.
const KEY = /^[a-z0-9_-][a-z0-9_.-]*(\/[a-z0-9_-][a-z0-9_.-]*)*$/i;

function checkKey(key: string): string {
  if (!KEY.test(key) || key.split('/').some((s) => s === '.' || s === '..') || key.length > 300) {
    throw new Error(`invalid storage key "${key}"`);
  }
  return key;
}

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/**
 * Files on the local disk under `root`. Folders are created on the first write, so an app that
 * never stores anything (most tests) touches no disk.
 */
export function createFileStorage(root: string): Storage {
  const file = (key: string) => path.join(root, checkKey(key));
  return {
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
  };
}

export interface StoragePluginOptions {
  /** Root folder of the files (`<dataDir>/files`). */
  root: string;
}

/** `app.storage`: the api's file storage. */
export default fp<StoragePluginOptions>(
  async (app, opts) => {
    app.decorate('storage', createFileStorage(opts.root));
  },
  { name: 'storage' },
);
