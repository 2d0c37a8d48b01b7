import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { StorageNotFoundError, type Storage } from '../storage/contract.ts';
import { BackupError } from './backupError.ts';

/** The files of a storage as they were at one instant, kept so while a backup reads them. */
export interface StorageSnapshot {
  /** The keys that existed at the instant (and files written beside the api, e.g. tus). */
  keys(): AsyncIterable<string>;
  /** Reads a file as it was at the instant; null when it did not exist then. */
  read<T>(key: string, use: (source: Readable, size: number) => Promise<T>): Promise<T | null>;
  /** @throws BackupError when a file changed meanwhile could not be kept */
  check(): void;
  release(): Promise<void>;
}

export interface PreservingStorage extends Storage {
  /** Starts a snapshot now; one at a time. @throws BackupError `busy` */
  snapshot(): Promise<StorageSnapshot>;
}

export const isPreserving = (storage: Storage): storage is PreservingStorage =>
  'snapshot' in storage;

interface Held {
  dir: string;
  /** Per key changed since the instant: where its earlier bytes were kept, or null (new key). */
  before: Map<string, Promise<string | null>>;
  failure: unknown;
  count: number;
}

/** Runs functions one after another per key. */
function keyedQueue() {
  const tails = new Map<string, Promise<unknown>>();
  return <T>(key: string, fn: () => Promise<T>): Promise<T> => {
    const next = (tails.get(key) ?? Promise.resolve()).then(fn);
    const tail = next.catch(() => undefined);
    tails.set(key, tail);
    void tail.then(() => tails.get(key) === tail && tails.delete(key));
    return next;
  };
}

/**
 * Wraps a storage so that a backup sees its files as they were when the database snapshot was
 * taken (docs/operations.md "Backups"): while a snapshot is held, the first change of a key
 * (put, delete) first copies its bytes aside into `holdRoot`, and a key that did not exist is
 * remembered as new. A backup reading a key and a change of that key take turns.
 */
export function createPreservingStorage(inner: Storage, holdRoot: string): PreservingStorage {
  let held: Held | null = null;
  const inTurn = keyedQueue();

  async function keepAside(state: Held, key: string): Promise<string | null> {
    try {
      const { stream } = await inner.stream(key);
      const target = path.join(state.dir, String(state.count++));
      await pipeline(stream, createWriteStream(target, { mode: 0o600 }));
      return target;
    } catch (error) {
      if (error instanceof StorageNotFoundError) return null;
      state.failure ??= error;
      return null;
    }
  }

  async function beforeChange(key: string): Promise<void> {
    const state = held;
    if (!state) return;
    let kept = state.before.get(key);
    if (!kept) {
      kept = inTurn(key, () => keepAside(state, key));
      state.before.set(key, kept);
    }
    await kept;
  }

  async function snapshot(): Promise<StorageSnapshot> {
    if (held) throw new BackupError('busy', 'A backup is already running; try again when it ends.');
    const state: Held = {
      dir: path.join(holdRoot, `${Date.now()}-${process.pid}`),
      before: new Map(),
      failure: null,
      count: 0,
    };
    held = state;
    await mkdir(state.dir, { recursive: true, mode: 0o700 });
    return {
      async *keys() {
        const seen = new Set<string>();
        for await (const { key } of inner.list()) {
          seen.add(key);
          const kept = state.before.get(key);
          // Written after the instant: no row of the snapshot refers to it.
          if (kept && (await kept) === null) continue;
          yield key;
        }
        for (const [key, kept] of state.before) {
          if (!seen.has(key) && (await kept) !== null) yield key;
        }
      },
      read(key, use) {
        // Taken in the same turn as the queue slot: a change that comes later waits for us.
        const kept = state.before.get(key);
        if (kept) return kept.then((file) => (file ? readKept(file, use) : null));
        return inTurn(key, async () => {
          try {
            const { stream, size } = await inner.stream(key);
            return await use(stream, size);
          } catch (error) {
            if (error instanceof StorageNotFoundError) return null;
            throw error;
          }
        });
      },
      check() {
        if (state.failure) {
          throw new BackupError(
            'failed',
            `A file changed during the backup could not be kept (${String(state.failure)}); run the backup again.`,
            { cause: state.failure },
          );
        }
      },
      async release() {
        if (held === state) held = null;
        await rm(state.dir, { recursive: true, force: true });
      },
    };
  }

  return {
    ...inner,
    kind: inner.kind,
    async put(key, bytes) {
      await beforeChange(key);
      return inner.put(key, bytes);
    },
    async putStream(key, source) {
      await beforeChange(key);
      return inner.putStream(key, source);
    },
    async delete(key) {
      await beforeChange(key);
      return inner.delete(key);
    },
    async deletePrefix(prefix) {
      if (held) for await (const { key } of inner.list(prefix)) await beforeChange(key);
      return inner.deletePrefix(prefix);
    },
    snapshot,
  };
}

async function readKept<T>(
  file: string,
  use: (source: Readable, size: number) => Promise<T>,
): Promise<T> {
  const { size } = await stat(file);
  return use(createReadStream(file), size);
}
