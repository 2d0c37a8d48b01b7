import { createHash } from 'node:crypto';
import { closeSync, mkdirSync, openSync, writeSync } from 'node:fs';
import path from 'node:path';
import { Parser, type ReadEntry } from 'tar';
import { BackupError } from './backupError.ts';
import { checkManifest, MANIFEST_PATH, type BackupManifest } from './manifest.ts';
import type { ArchiveEntry } from './tarWriter.ts';

// What a backup holds besides its manifest: the data folder's three parts (docs/operations.md).
const ENTRY_PATH = /^(pg|files|cognito)(\/[^/]+)*$/;

const corrupt = (reason: string, cause?: unknown) =>
  new BackupError(
    'corrupt',
    `The backup is damaged or incomplete (${reason}); nothing was restored. Use another copy of the backup.`,
    { cause },
  );

function entryPath(entry: ReadEntry): string {
  const name = entry.path.replace(/\/$/, '');
  const unsafe = name.split('/').some((part) => part === '..' || part === '.' || part === '');
  if (name === MANIFEST_PATH) return name;
  if (unsafe || !ENTRY_PATH.test(name)) throw corrupt(`unexpected entry "${entry.path}"`);
  return name;
}

/**
 * Reads a backup archive (gzip-compressed tar) from `source`, checks every entry against the
 * manifest at its end (size and SHA-256, nothing missing, nothing extra) and, with `extractTo`,
 * writes the entries below that folder as they pass.
 * @throws BackupError `corrupt` for a damaged, truncated or foreign archive
 */
export async function readArchive(
  source: AsyncIterable<Uint8Array> | Iterable<Uint8Array>,
  options: { extractTo?: string } = {},
): Promise<{ manifest: BackupManifest; entries: ArchiveEntry[] }> {
  const entries: ArchiveEntry[] = [];
  let manifestText: string | null = null;
  let failure: unknown = null;
  // Backups hold database pages of zeros that compress far beyond tar's guard against bombs.
  const parser = new Parser({ strict: true, maxDecompressionRatio: Infinity });
  parser.on('error', (error: unknown) => (failure ??= error));
  parser.on('entry', (entry: ReadEntry) => {
    try {
      if (failure) return entry.resume();
      if (manifestText !== null) throw corrupt('entries after the manifest');
      const name = entryPath(entry);
      if (entry.type === 'Directory') {
        if (options.extractTo) mkdirSync(path.join(options.extractTo, name), { recursive: true });
        entries.push({ path: name, type: 'directory' });
        return entry.resume();
      }
      if (entry.type !== 'File') throw corrupt(`"${name}" is a ${entry.type}`);
      readFileEntry(entry, name, {
        extractTo: options.extractTo,
        done: (text, hashed) => {
          if (name === MANIFEST_PATH) manifestText = text;
          else entries.push(hashed);
        },
        fail: (error) => (failure ??= error),
      });
    } catch (error) {
      failure ??= error;
      entry.resume();
    }
  });
  // A truncated stream ends in an error (zlib's "unexpected end of file"), not in 'end'.
  const ended = new Promise<void>((resolve) => {
    parser.on('end', resolve);
    parser.on('error', () => resolve());
  });
  try {
    for await (const chunk of source) {
      if (failure) break;
      parser.write(chunk);
    }
  } catch (error) {
    throw corrupt('it could not be read to its end', error);
  }
  if (!failure) {
    parser.end();
    await ended;
  }
  if (failure instanceof BackupError) throw failure;
  if ((failure as NodeJS.ErrnoException | null)?.syscall) {
    throw new BackupError(
      'failed',
      `The restored files could not be written (${(failure as Error).message}); nothing was restored.`,
      { cause: failure },
    );
  }
  if (failure) throw corrupt(String((failure as Error).message ?? failure), failure);
  if (manifestText === null) throw corrupt('it has no manifest: it was cut short');
  const manifest = checkManifest(manifestText, corrupt);
  compareWithManifest(manifest, entries);
  return { manifest, entries };
}

/** Hashes (and writes, synchronously: the parser goes on once the entry's bytes are taken). */
function readFileEntry(
  entry: ReadEntry,
  name: string,
  handlers: {
    extractTo: string | undefined;
    done: (text: string | null, hashed: ArchiveEntry) => void;
    fail: (error: unknown) => void;
  },
) {
  const { extractTo, done, fail } = handlers;
  const hash = createHash('sha256');
  const manifestChunks: Buffer[] = [];
  let fd: number | null = null;
  if (extractTo && name !== MANIFEST_PATH) {
    const target = path.join(extractTo, name);
    mkdirSync(path.dirname(target), { recursive: true });
    fd = openSync(target, 'wx', 0o600);
  }
  entry.on('data', (chunk: Buffer) => {
    hash.update(chunk);
    if (name === MANIFEST_PATH) manifestChunks.push(chunk);
    try {
      if (fd !== null) writeSync(fd, chunk);
    } catch (error) {
      fail(error);
    }
  });
  entry.on('end', () => {
    if (fd !== null) closeSync(fd);
    const text = name === MANIFEST_PATH ? Buffer.concat(manifestChunks).toString('utf8') : null;
    done(text, { path: name, type: 'file', size: entry.size, sha256: hash.digest('hex') });
  });
}

function compareWithManifest(manifest: BackupManifest, entries: ArchiveEntry[]): void {
  const listed = new Map(manifest.entries.map((entry) => [entry.path, entry]));
  if (listed.size !== entries.length) {
    throw corrupt(`${entries.length} entries where the manifest lists ${listed.size}`);
  }
  for (const entry of entries) {
    const expected = listed.get(entry.path);
    if (!expected || expected.type !== entry.type) throw corrupt(`"${entry.path}" is not listed`);
    if (
      entry.type === 'file' &&
      (expected.size !== entry.size || expected.sha256 !== entry.sha256)
    ) {
      throw corrupt(`"${entry.path}" does not match its checksum`);
    }
  }
}
