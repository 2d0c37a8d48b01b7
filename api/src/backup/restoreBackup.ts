import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, readdir, rename, rm, rmdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { openPglite } from '../lib/db.ts';
import { BackupError } from './backupError.ts';
import type { BackupManifest } from './manifest.ts';
import { readArchive } from './readArchive.ts';
import { countRows } from './writeBackup.ts';

/** @throws BackupError `target-not-empty` unless `dataDir` is absent or an empty folder */
async function checkTarget(dataDir: string): Promise<void> {
  let names: string[];
  try {
    names = await readdir(dataDir);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') return;
    if (code === 'ENOTDIR') {
      throw new BackupError('target-not-empty', `${dataDir} is a file, not a data folder.`);
    }
    throw error;
  }
  if (names.length > 0) {
    const shown = names.slice(0, 5).join(', ') + (names.length > 5 ? ', …' : '');
    throw new BackupError(
      'target-not-empty',
      `${dataDir} is not empty (${shown}): a restore goes into an empty or new folder only, so nothing there is overwritten. Choose another DATA_DIR, or move that folder away first.`,
    );
  }
}

/**
 * Restores a backup into `dataDir`, which must be absent or empty: the archive is unpacked
 * beside it and checked entry by entry against the manifest, the database is opened and its
 * rows counted against the manifest, and only then does the folder take its place. On any
 * failure the unpacked copy is removed and `dataDir` is as it was.
 * @throws BackupError
 */
export async function restoreBackup(file: string, dataDir: string): Promise<BackupManifest> {
  const info = await stat(file).catch(() => null);
  if (!info?.isFile()) throw new BackupError('no-data', `There is no backup file at ${file}.`);
  await checkTarget(dataDir);
  await mkdir(path.dirname(dataDir), { recursive: true });
  const staging = `${dataDir}.restoring-${randomBytes(4).toString('hex')}`;
  await mkdir(staging, { mode: 0o700 });
  try {
    const { manifest } = await readArchive(createReadStream(file, { highWaterMark: 16 * 1024 }), {
      extractTo: staging,
    });
    await checkDatabase(path.join(staging, 'pg'), manifest);
    // Checked again: something may have appeared there while the archive was read.
    await checkTarget(dataDir);
    await rmdir(dataDir).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'ENOENT') throw error;
    });
    await rename(staging, dataDir);
    return manifest;
  } catch (error) {
    await rm(staging, { recursive: true, force: true });
    throw error;
  }
}

/** Opens the restored database and compares its rows with the manifest's counts. */
async function checkDatabase(pgDir: string, manifest: BackupManifest): Promise<void> {
  const db = await openPglite(pgDir).catch((error: unknown) => {
    throw new BackupError(
      'corrupt',
      `The backup's database does not open (${String(error)}); nothing was restored.`,
      { cause: error },
    );
  });
  try {
    const counts = await countRows(db, Object.keys(manifest.counts));
    for (const [table, expected] of Object.entries(manifest.counts)) {
      if (counts[table] !== expected) {
        throw new BackupError(
          'corrupt',
          `The restored database has ${counts[table]} rows in ${table} where the backup recorded ${expected}; nothing was restored.`,
        );
      }
    }
  } finally {
    await db.close();
  }
}
