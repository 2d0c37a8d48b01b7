import type { FastifyInstance } from 'fastify';
import type { ImportUploadResponse } from '@stickerei/shared/domain';
import { HttpError } from '../lib/httpError.ts';
import { insertJobs, type JobRow } from '../jobs/processingJobs.ts';
import type { ReceivedFile } from '../uploads/receiveFiles.ts';
import { discardFiles } from '../uploads/receiveFiles.ts';
import { unknownFormatMessage } from '../uploads/startJobs.ts';
import { isZip, notEmbroideryReason } from './entryNames.ts';
import { addEntries, markExpanded } from './importEntries.ts';
import { createImport, type ImportRow } from './importRepository.ts';

/** The import's name: the archive's, the top folder's of a folder upload, or "N files". */
function importName(files: ReceivedFile[]): string {
  if (files.length === 1) return files[0]!.fileName;
  const tops = new Set(files.map((f) => (f.path.includes('/') ? f.path.split('/')[0] : '')));
  const [top] = tops;
  if (tops.size === 1 && top) return top;
  return `${files.length} files`;
}

/**
 * Makes one upload request an import (docs/imports.md): its embroidery files become processing
 * jobs at once, other files skipped entries, and its archives are queued for expansion. A
 * request with nothing usable (no archive, no file any format reads) is refused with 415 and
 * nothing is kept.
 */
export async function startImport(
  app: FastifyInstance,
  input: { importId: string; ownerId: string; files: ReceivedFile[] },
): Promise<ImportUploadResponse> {
  const archives = input.files.filter((f) => f.archive);
  const loose = input.files.filter((f) => !f.archive);
  if (archives.length === 0 && loose.every((f) => f.format === null)) {
    await discardFiles(app.storage, input.files);
    throw new HttpError(415, loose.map((f) => unknownFormatMessage(f.fileName)).join(' '), {
      details: loose.map((f) => ({
        fileName: f.fileName,
        message: unknownFormatMessage(f.fileName),
      })),
    });
  }
  // One archive alone: its entries' paths start inside it; otherwise with its name.
  const prefix = (archive: ReceivedFile) => (input.files.length === 1 ? '' : archive.path);
  const known = loose.filter((f) => f.format !== null);
  let afterCommit = () => {};
  const { jobs, files } = await app.jobEvents.transaction(async (tx, emit) => {
    await createImport(tx, {
      id: input.importId,
      ownerId: input.ownerId,
      name: importName(input.files),
      state: archives.length ? 'expanding' : 'processing',
      expanded: archives.length === 0,
    });
    const jobs: JobRow[] = await insertJobs(
      tx,
      emit,
      known.map((f) => ({
        id: f.id,
        ownerId: input.ownerId,
        fileName: f.fileName,
        uploadKey: f.storageKey,
        sizeBytes: f.sizeBytes,
        sha256: f.sha256,
        format: f.format,
        targetDesignId: null,
        importId: input.importId,
      })),
    );
    const row = await addEntries(
      tx,
      input.importId,
      loose.map((f) =>
        f.format === null
          ? { id: f.id, path: f.path, state: 'skipped', reason: notEmbroideryReason(f.path) }
          : { id: f.id, path: f.path, state: 'pending', reason: null },
      ),
    );
    for (const archive of archives)
      await tx.query(
        `INSERT INTO import_archive (id, import_id, path, storage_key, depth, state)
         VALUES ($1, $2, $3, $4, 1, 'pending')`,
        [archive.id, input.importId, prefix(archive), archive.storageKey],
      );
    afterCommit = await app.jobs.importEvents.changed(tx, emit, row);
    return { jobs, files: row.files };
  });
  afterCommit();
  // A skipped file's bytes are not kept (nothing refers to them).
  await discardFiles(
    app.storage,
    loose.filter((f) => f.format === null),
  );
  // Stored and recorded: if queueing fails now, the sweeps queue them again later.
  await app.jobs
    .enqueueUploads(jobs.map((j) => j.id))
    .catch((error: unknown) => app.log.error({ err: error }, 'could not queue upload jobs'));
  if (archives.length)
    await app.jobs
      .enqueueExpansion(input.importId)
      .catch((error: unknown) => app.log.error({ err: error }, 'could not queue an expansion'));
  return {
    jobs: jobs.map((j) => ({ id: j.id, state: j.state, fileName: j.file_name })),
    import: { id: input.importId, files },
  };
}

/**
 * An import whose archive is still arriving by resumable upload (state `receiving`); it shows in
 * the import list from the upload's first byte.
 */
export async function startReceivingImport(
  app: FastifyInstance,
  input: { importId: string; ownerId: string; name: string },
): Promise<void> {
  let afterCommit = () => {};
  await app.jobEvents.transaction(async (tx, emit) => {
    const row = await createImport(tx, {
      id: input.importId,
      ownerId: input.ownerId,
      name: input.name,
      state: 'receiving',
      expanded: false,
    });
    afterCommit = await app.jobs.importEvents.changed(tx, emit, row);
  });
  afterCommit();
}

/**
 * A resumable upload has arrived whole under `storageKey`: a zip archive is queued for
 * expansion; anything else ends the import failed with the reason (its bytes are removed).
 */
export async function importReceivedArchive(
  app: FastifyInstance,
  input: { importId: string; storageKey: string },
): Promise<void> {
  const { rows: current } = await app.db.query<{ state: string }>(
    'SELECT state FROM design_import WHERE id = $1',
    [input.importId],
  );
  // Handed over already (its bytes may be read and removed) or cancelled: nothing to do.
  if (current[0]?.state !== 'receiving') return;
  const { stream } = await app.storage.stream(input.storageKey, { start: 0, end: 4 });
  const head: Buffer[] = [];
  for await (const chunk of stream as AsyncIterable<Buffer>) head.push(chunk);
  const archive = isZip('', Buffer.concat(head));
  let afterCommit = () => {};
  let handedOver = false;
  await app.jobEvents.transaction(async (tx, emit) => {
    const { rows } = await tx.query<ImportRow>(
      `UPDATE design_import SET state = $2, error = $3, updated_at = clock_timestamp(),
         finished_at = CASE WHEN $2 = 'failed' THEN clock_timestamp() END
       WHERE id = $1 AND state = 'receiving' RETURNING *`,
      [
        input.importId,
        archive ? 'expanding' : 'failed',
        archive
          ? null
          : 'The upload is not a zip archive: send embroidery files through upload-files, or zip them.',
      ],
    );
    const row = rows[0];
    // Taken by a finish that ran at the same time (a HEAD after an api restart and the last
    // PATCH), or cancelled meanwhile: the bytes belong to whoever took them.
    if (!row) return;
    handedOver = true;
    if (archive)
      await tx.query(
        `INSERT INTO import_archive (id, import_id, path, storage_key, depth, state)
         VALUES ($1, $1, '', $2, 1, 'pending') ON CONFLICT (id) DO NOTHING`,
        [input.importId, input.storageKey],
      );
    const ended = archive ? row : await markExpanded(tx, row.id, row.error);
    afterCommit = await app.jobs.importEvents.changed(tx, emit, ended);
  });
  if (!handedOver) return;
  afterCommit();
  if (!archive) await app.storage.delete(input.storageKey);
  else await app.jobs.enqueueExpansion(input.importId);
}
