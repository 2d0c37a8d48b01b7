import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type yauzl from 'yauzl';
import { detectFormat } from '@stickerei/embroidery';
import type { Config } from '../config.ts';
import type { Db } from '../lib/db.ts';
import type { JobEvents } from '../plugins/jobEvents.ts';
import type { Storage } from '../plugins/storage.ts';
import type { Quotas } from '../plugins/quotas.ts';
import { HttpError } from '../lib/httpError.ts';
import { isAccounted } from '../quotas/quotaRepository.ts';
import { createEntryBatch, type EntryBatch } from './entryBatch.ts';
import { baseName, entryPath, isZip, notEmbroideryReason, systemFileReason } from './entryNames.ts';
import { markExpanded } from './importEntries.ts';
import type { ImportEvents } from './importEvents.ts';
import { entryName, openStoredZip, readEntry } from './storageZip.ts';

/** How deep archives inside archives are unpacked. */
export const MAX_DEPTH = 3;

export interface ExpandContext {
  db: Db;
  jobEvents: JobEvents;
  importEvents: ImportEvents;
  storage: Storage;
  log: FastifyBaseLogger;
  limits: Config['imports'] & { maxFileBytes: number };
  enqueue: (jobIds: string[]) => Promise<void>;
  signal: AbortSignal;
  quotas: Pick<Quotas, 'reserve' | 'release'>;
}

interface ArchiveRow {
  id: string;
  import_id: string;
  /** Its path in the upload; '' for the one archive of an upload (entries start inside it). */
  path: string;
  /** What messages call it. */
  label: string;
  storage_key: string;
  depth: number;
}

interface Totals {
  entries: number;
  unpacked: number;
}

/** An archive that cannot be read on: the import keeps what was read and fails with this. */
class ArchiveError extends Error {
  override name = 'ArchiveError';
}

const mb = (bytes: number) => `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB`;

/** A stable id for entry `index` of an archive: an expansion that runs again makes the same. */
function entryId(archiveId: string, index: number): string {
  const b = createHash('sha256').update(`${archiveId}:${index}`).digest().subarray(0, 16);
  b[6] = 0x80 | (b[6]! & 0x0f);
  b[8] = 0x80 | (b[8]! & 0x3f);
  const h = b.toString('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

/** Why an entry is refused before it is read (size, zip-bomb ratio, encryption), or null. */
function refusal(entry: yauzl.Entry, limit: number, maxRatio: number): string | null {
  if (entry.uncompressedSize > limit)
    return `Refused: it would unpack to ${mb(entry.uncompressedSize)}, more than the ${mb(limit)} a file may have.`;
  const ratio = entry.uncompressedSize / Math.max(1, entry.compressedSize);
  if (entry.uncompressedSize > 1024 * 1024 && ratio > maxRatio)
    return `Refused: it is packed ${Math.round(ratio)} : 1, far more than any embroidery file (a zip bomb?).`;
  return null;
}

/**
 * Reserves room in the owner's quota for an entry before it is stored (docs/quotas.md); an
 * entry reserved or recorded by an expansion that ran before is not counted twice.
 * @throws ArchiveError when it does not fit: the import stops at this entry
 */
async function reserveEntry(
  ctx: ExpandContext,
  entry: { id: string; path: string; bytes: number; ownerId: string },
): Promise<void> {
  if (await isAccounted(ctx.db, entry.id)) return;
  try {
    await ctx.quotas.reserve(
      { id: entry.id, userId: entry.ownerId, bytes: entry.bytes, files: 1, name: entry.path },
      'The files before it were imported; it and the files after it were not.',
    );
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 413)
      throw new ArchiveError(error.message);
    throw error;
  }
}

/** Reads one entry and adds it to the batch: a design file, a nested archive, or skipped. */
async function takeEntry(
  ctx: ExpandContext,
  at: { archive: ArchiveRow; zip: yauzl.ZipFile; entry: yauzl.Entry; index: number; path: string },
  batch: EntryBatch,
): Promise<void> {
  const { archive, entry, path } = at;
  const id = entryId(archive.id, at.index);
  const nested = /\.zip$/i.test(path);
  const limit = nested ? ctx.limits.maxArchiveBytes : ctx.limits.maxFileBytes;
  if (entry.isEncrypted())
    return batch.ended({
      id,
      path,
      state: 'skipped',
      reason:
        'Encrypted (password-protected): unpack the archive with its password and upload the files.',
    });
  const refused = refusal(entry, limit, ctx.limits.maxRatio);
  if (refused) return batch.ended({ id, path, state: 'failed', reason: refused });
  let bytes: Buffer;
  try {
    bytes = await readEntry(at.zip, entry, limit);
  } catch (error) {
    const why = error instanceof Error ? error.message : String(error);
    return batch.ended({ id, path, state: 'failed', reason: `Could not be unpacked: ${why}.` });
  }
  if (isZip(path, bytes.subarray(0, 4))) {
    if (archive.depth + 1 > MAX_DEPTH)
      return batch.ended({
        id,
        path,
        state: 'skipped',
        reason: `An archive nested more than ${MAX_DEPTH} deep: unpack it and upload its files.`,
      });
    const key = `imports/${archive.import_id}/${id}.zip`;
    await ctx.storage.put(key, bytes);
    await ctx.db.query(
      `INSERT INTO import_archive (id, import_id, path, storage_key, depth, state)
       VALUES ($1, $2, $3, $4, $5, 'pending') ON CONFLICT (id) DO NOTHING`,
      [id, archive.import_id, path, key, archive.depth + 1],
    );
    return;
  }
  const format = detectFormat(bytes, baseName(path))?.id;
  if (!format)
    return batch.ended({ id, path, state: 'skipped', reason: notEmbroideryReason(path) });
  const uploadKey = `uploads/${id}`;
  await reserveEntry(ctx, { id, path, bytes: bytes.length, ownerId: batch.ownerId });
  await ctx.storage.put(uploadKey, bytes);
  await batch.file({
    id,
    path,
    fileName: baseName(path).slice(0, 200),
    uploadKey,
    sizeBytes: bytes.length,
    sha256: createHash('sha256').update(bytes).digest('hex'),
    format,
  });
}

/** Reads every entry of one archive into the batch. @throws ArchiveError */
async function expandArchive(
  ctx: ExpandContext,
  archive: ArchiveRow,
  batch: EntryBatch,
  totals: Totals,
): Promise<void> {
  let zip: yauzl.ZipFile;
  try {
    zip = await openStoredZip(ctx.storage, archive.storage_key);
  } catch (error) {
    const why = error instanceof Error ? error.message : String(error);
    throw new ArchiveError(`"${archive.label}" is damaged or cut off and cannot be read (${why}).`);
  }
  let index = 0;
  try {
    for await (const entry of zip.eachEntry()) {
      if (ctx.signal.aborted) throw new Error('Stopped: the api is shutting down.');
      const name = entryName(entry);
      if (name.endsWith('/')) continue; // a folder
      index++;
      totals.entries++;
      totals.unpacked += entry.uncompressedSize;
      if (totals.entries > ctx.limits.maxEntries)
        throw new ArchiveError(
          `The import has more than ${ctx.limits.maxEntries} files; the first ${ctx.limits.maxEntries} were taken.`,
        );
      if (totals.unpacked > ctx.limits.maxUnpackedBytes)
        throw new ArchiveError(
          `The archive would unpack to more than ${mb(ctx.limits.maxUnpackedBytes)}; the files before were taken.`,
        );
      const path = entryPath(archive.path ? `${archive.path}/${name}` : name);
      const system = systemFileReason(path);
      const id = entryId(archive.id, index);
      if (system) await batch.ended({ id, path, state: 'skipped', reason: system });
      else await takeEntry(ctx, { archive, zip, entry, index, path }, batch);
    }
  } catch (error) {
    if (error instanceof ArchiveError || ctx.signal.aborted) throw error;
    const why = error instanceof Error ? error.message : String(error);
    throw new ArchiveError(
      `"${archive.label}" is damaged after ${index} files: ${why}. The files before were taken.`,
    );
  } finally {
    zip.close();
  }
}

const nextArchive = async (db: Db, importId: string) =>
  (
    await db.query<ArchiveRow>(
      `SELECT a.*, CASE WHEN a.path = '' THEN i.name ELSE a.path END AS label
       FROM import_archive AS a JOIN design_import AS i ON i.id = a.import_id
       WHERE a.import_id = $1 AND a.state = 'pending'
       ORDER BY a.created_at, a.id LIMIT 1`,
      [importId],
    )
  ).rows[0];

/**
 * Reads the archives of an import (docs/imports.md), nested ones too, into entries and
 * processing jobs, then marks the import expanded. Runs as the `expand-import` job; running it
 * again after a crash adds nothing twice (entry ids are stable).
 */
export async function expandImport(ctx: ExpandContext, importId: string): Promise<void> {
  const { rows } = await ctx.db.query<{ owner_id: string; state: string }>(
    'SELECT owner_id, state FROM design_import WHERE id = $1',
    [importId],
  );
  if (!rows[0] || rows[0].state !== 'expanding') return;
  const batch = createEntryBatch({
    ...ctx,
    importId,
    ownerId: rows[0].owner_id,
    release: (ids) => ctx.quotas.release(ids),
  });
  const totals: Totals = { entries: 0, unpacked: 0 };
  let error: string | null = null;
  for (let archive = await nextArchive(ctx.db, importId); archive;) {
    try {
      await expandArchive(ctx, archive, batch, totals);
    } catch (failure) {
      if (!(failure instanceof ArchiveError)) throw failure;
      error = failure.message;
    }
    await batch.flush();
    await ctx.db.query(`UPDATE import_archive SET state = $2, error = $3 WHERE id = $1`, [
      archive.id,
      error ? 'failed' : 'done',
      error,
    ]);
    // Its entries are stored on their own: the archive itself is not kept.
    await ctx.storage.delete(archive.storage_key);
    archive = error ? undefined : await nextArchive(ctx.db, importId);
  }
  let afterCommit = () => {};
  await ctx.jobEvents.transaction(async (tx, emit) => {
    if (error)
      await tx.query(
        `UPDATE import_archive SET state = 'failed', error = $2
        WHERE import_id = $1 AND state = 'pending'`,
        [importId, 'Not read: an archive before it failed.'],
      );
    const row = await markExpanded(tx, importId, error);
    afterCommit = await ctx.importEvents.changed(tx, emit, row);
  });
  afterCommit();
}
