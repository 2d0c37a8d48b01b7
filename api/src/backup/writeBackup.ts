import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import type { Writable } from 'node:stream';
import type { Db, Queryable } from '../lib/db.ts';
import { BackupError } from './backupError.ts';
import { dumpEntries } from './databaseDump.ts';
import {
  BACKUP_FORMAT,
  BACKUP_VERSION,
  MANIFEST_PATH,
  type BackupManifest,
  type TableCounts,
} from './manifest.ts';
import type { PreservingStorage, StorageSnapshot } from './preservingStorage.ts';
import { createTarWriter, type ArchiveEntry, type TarWriter } from './tarWriter.ts';

/** The tables whose rows a backup counts in its manifest and a restore checks. */
export const COUNTED_TABLES = [
  'app_user',
  'design',
  'design_file',
  'favorite',
  'already_stitched',
  'associated_author',
  'sponsored_campaign',
  'campaign_design',
  'redemption',
  'design_import',
  'import_entry',
  'design_share',
  'event',
] as const;

/** Rows per table (COUNTED_TABLES by default). */
export async function countRows(
  db: Queryable,
  tables: readonly string[] = COUNTED_TABLES,
): Promise<TableCounts> {
  // Names come from this list or a checked manifest, never from a request.
  const safe = tables.filter((t) => /^[a-z_]+$/.test(t));
  const columns = safe.map((t) => `(SELECT count(*) FROM ${t})::int AS ${t}`);
  const { rows } = await db.query<TableCounts>(`SELECT ${columns.join(', ')}`);
  return rows[0]!;
}

/** A database snapshot and the files as they were at its instant. */
export interface Snapshot {
  createdAt: Date;
  schema: string | null;
  counts: TableCounts;
  database: Blob;
  files: StorageSnapshot;
}

/**
 * Takes the snapshot: between two statements of the app, a checkpoint (the dump needs no
 * recovery), the counts, the newest migration, the data folder's dump, and the start of the
 * files' snapshot — all at one instant.
 * @throws BackupError `busy` while another backup runs, `not-embedded` on a Postgres server
 */
export async function takeSnapshot(db: Db, storage: PreservingStorage): Promise<Snapshot> {
  if (!db.exclusive) {
    throw new BackupError('not-embedded', 'Backups cover the embedded database only.');
  }
  return db.exclusive(async (access) => {
    const files = await storage.snapshot();
    try {
      await access.query('CHECKPOINT');
      const counts = await countRows(access);
      const { rows } = await access.query<{ name: string | null }>(
        'SELECT max(name) AS name FROM schema_migration',
      );
      const database = await access.dumpDataDir();
      return { createdAt: new Date(), schema: rows[0]?.name ?? null, counts, database, files };
    } catch (error) {
      await files.release();
      throw error;
    }
  });
}

/**
 * Writes the archive of a snapshot into `out`: `pg/` (the database folder), `files/` (every
 * stored file), `cognito/` (cognito-local's pool, read from `cognitoDir` if there) and the
 * manifest last. Releases the snapshot's files at the end, also on failure.
 */
export async function writeArchive(
  snapshot: Snapshot,
  options: { cognitoDir: string; out: Writable },
): Promise<BackupManifest> {
  const tar = createTarWriter(options.out);
  try {
    const entries: ArchiveEntry[] = [];
    const database = new Uint8Array(await snapshot.database.arrayBuffer());
    entries.push(await tar.addDirectory('pg'));
    for (const entry of dumpEntries(database)) {
      const name = `pg/${entry.path}`;
      entries.push(
        entry.type === 'directory'
          ? await tar.addDirectory(name)
          : await tar.addFile(name, entry.data.length, entry.data),
      );
    }
    const files = await addFiles(tar, snapshot.files);
    entries.push(...files);
    entries.push(...(await addCognito(tar, options.cognitoDir)));
    snapshot.files.check();
    const manifest: BackupManifest = {
      format: BACKUP_FORMAT,
      version: BACKUP_VERSION,
      createdAt: snapshot.createdAt.toISOString(),
      schema: snapshot.schema,
      counts: snapshot.counts,
      files: { count: files.length, bytes: files.reduce((sum, f) => sum + (f.size ?? 0), 0) },
      entries,
    };
    const text = Buffer.from(JSON.stringify(manifest, null, 1));
    await tar.addFile(MANIFEST_PATH, text.length, text);
    await tar.finish();
    return manifest;
  } catch (error) {
    tar.abort(error instanceof Error ? error : new Error(String(error)));
    throw error;
  } finally {
    await snapshot.files.release();
  }
}

async function addFiles(tar: TarWriter, files: StorageSnapshot): Promise<ArchiveEntry[]> {
  const added: ArchiveEntry[] = [];
  for await (const key of files.keys()) {
    const entry = await files.read(key, (source, size) =>
      tar.addFile(`files/${key}`, size, source),
    );
    if (entry) added.push(entry);
  }
  return added;
}

/**
 * cognito-local rewrites its JSON files on every sign-in, not atomically: a file read in the
 * middle of a write does not parse and is read again.
 */
async function readSettled(file: string): Promise<Buffer> {
  for (let attempt = 0; ; attempt++) {
    const bytes = await readFile(file);
    if (!file.endsWith('.json')) return bytes;
    try {
      JSON.parse(bytes.toString('utf8'));
      return bytes;
    } catch (error) {
      if (attempt >= 20) {
        throw new BackupError('failed', `${file} is not valid JSON; is cognito-local healthy?`, {
          cause: error,
        });
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}

async function addCognito(tar: TarWriter, dir: string): Promise<ArchiveEntry[]> {
  const names = await readdir(dir, { recursive: true, withFileTypes: true }).catch(
    (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return [];
      throw error;
    },
  );
  const added: ArchiveEntry[] = [];
  if (names.length) added.push(await tar.addDirectory('cognito'));
  const full = (d: (typeof names)[number]) => path.join(d.parentPath, d.name);
  for (const dirent of names.sort((a, b) => full(a).localeCompare(full(b)))) {
    const name = `cognito/${path.relative(dir, full(dirent)).split(path.sep).join('/')}`;
    if (dirent.isDirectory()) added.push(await tar.addDirectory(name));
    else if (dirent.isFile()) {
      const bytes = await readSettled(full(dirent));
      added.push(await tar.addFile(name, bytes.length, bytes));
    }
  }
  return added;
}
