import { createHash } from 'node:crypto';
import { once } from 'node:events';
import type { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import { Header, Pax, type HeaderData } from 'tar';

const BLOCK = 512;

/** One entry of an archive as the manifest lists it. */
export interface ArchiveEntry {
  path: string;
  type: 'file' | 'directory';
  /** Files only. */
  size?: number;
  /** Files only: hex SHA-256 of the bytes. */
  sha256?: string;
}

export interface TarWriter {
  addDirectory(path: string): Promise<ArchiveEntry>;
  /** Adds a file of exactly `size` bytes read from `source`; fails when it yields another count. */
  addFile(
    path: string,
    size: number,
    source: AsyncIterable<Uint8Array> | Uint8Array,
  ): Promise<ArchiveEntry>;
  /** Ends the archive and waits until `out` has it all. */
  finish(): Promise<void>;
  /** Stops writing: `out` is destroyed with `error`. */
  abort(error: Error): void;
}

/** A gzip-compressed tar written entry by entry into `out`, each file hashed as it passes. */
export function createTarWriter(out: Writable): TarWriter {
  const gzip = createGzip();
  const done = pipeline(gzip, out);
  // Seen by finish(); until then a failure of `out` shows on the next write.
  done.catch(() => undefined);
  const write = async (chunk: Uint8Array) => {
    if (gzip.destroyed) throw new Error('the backup output was closed');
    if (!gzip.write(chunk)) await Promise.race([once(gzip, 'drain'), done]);
  };
  const header = async (data: HeaderData) => {
    const block = new Header(data);
    // Paths over 100 characters (rare: keys are short) go in a PAX header before the entry.
    if (block.encode()) await write(new Pax(data).encode());
    await write(block.block!);
  };
  const common = { mode: 0o644, uid: 0, gid: 0, mtime: new Date() };

  return {
    async addDirectory(path) {
      await header({ ...common, mode: 0o755, path: `${path}/`, type: 'Directory', size: 0 });
      return { path, type: 'directory' };
    },
    async addFile(path, size, source) {
      await header({ ...common, path, type: 'File', size });
      const hash = createHash('sha256');
      let written = 0;
      const chunks = source instanceof Uint8Array ? [source] : source;
      for await (const chunk of chunks) {
        written += chunk.length;
        if (written > size) break;
        hash.update(chunk);
        await write(chunk);
      }
      if (written !== size) {
        throw new Error(`${path} changed while it was archived (${written} bytes, not ${size})`);
      }
      const padding = (BLOCK - (size % BLOCK)) % BLOCK;
      if (padding) await write(Buffer.alloc(padding));
      return { path, type: 'file', size, sha256: hash.digest('hex') };
    },
    async finish() {
      await write(Buffer.alloc(BLOCK * 2));
      gzip.end();
      await done;
    },
    abort(error) {
      gzip.destroy(error);
      out.destroy(error);
    },
  };
}
