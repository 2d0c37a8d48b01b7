import type { FastifyInstance } from 'fastify';
import type { Upload } from '@tus/server';
import type { ImportState } from '@stickerei/shared/domain';
import { markExpanded } from '../imports/importEntries.ts';
import { importReceivedArchive, startReceivingImport } from '../imports/startImport.ts';
import { notFound } from '../lib/httpError.ts';
import { cleanFileName } from './receiveFiles.ts';
import { TusRefusal, UPLOAD_NOT_FOUND } from './tusErrors.ts';
import type { TusStore } from './tusStore.ts';

// What a resumable upload does to its import (docs/imports.md "Resumable uploads"): the upload's
// id is the import's.

/**
 * A new upload of `ownerId` is an import in state `receiving`, named after its file.
 * @throws TusRefusal 400 without a length or a file name (Upload-Metadata `filename`)
 */
export async function startUpload(app: FastifyInstance, upload: Upload, ownerId: string) {
  if (upload.sizeIsDeferred)
    throw new TusRefusal(400, 'Send Upload-Length: a length sent later is not supported.');
  const name = upload.metadata?.filename?.trim();
  if (!name)
    throw new TusRefusal(
      400,
      'Upload-Metadata must name the file: "filename <base64 of the name>", e.g. "filename cm9zZXMuemlw".',
    );
  await startReceivingImport(app, { importId: upload.id, ownerId, name: cleanFileName(name) });
}

/** All bytes of the upload are there: its import takes the archive over. */
export function finishUpload(app: FastifyInstance, store: TusStore, uploadId: string) {
  return importReceivedArchive(app, { importId: uploadId, storageKey: store.storageKey(uploadId) });
}

/**
 * Where an upload of `ownerId` stands: still receiving bytes, or whole with its length (its
 * import has started, and may have read and removed the bytes already).
 * @throws HttpError 404 for an upload that is not the owner's, or is gone (cancelled)
 */
export async function uploadState(
  app: FastifyInstance,
  store: TusStore,
  id: string,
  ownerId: string,
): Promise<{ receiving: true } | { receiving: false; length: number }> {
  const { rows } = await app.db.query<{ state: ImportState }>(
    'SELECT state FROM design_import WHERE id = $1 AND owner_id = $2',
    [id, ownerId],
  );
  if (!rows[0]) throw notFound(UPLOAD_NOT_FOUND);
  if (rows[0].state === 'receiving') return { receiving: true };
  const length = await store.declaredLength(id);
  if (length === undefined) throw notFound(UPLOAD_NOT_FOUND);
  return { receiving: false, length };
}

/**
 * An upload whose bytes all arrived while its import is still `receiving` (the api stopped
 * between the last byte and the hand-over) is handed over now.
 * @returns its length, or null while bytes are missing
 */
export async function finishIfWhole(app: FastifyInstance, store: TusStore, id: string) {
  // An upload the store does not know is not whole: tus's HEAD that follows says what it is.
  const stored = await store.datastore.getUpload(id).catch(() => null);
  if (stored?.size === undefined || stored.offset !== stored.size) return null;
  await finishUpload(app, store, id);
  return stored.size;
}

export const CANCELLED = 'The upload was cancelled.';

/** The client terminates its upload: its import, while `receiving`, fails as cancelled. */
export async function cancelUpload(app: FastifyInstance, uploadId: string): Promise<void> {
  let afterCommit = () => {};
  await app.jobEvents.transaction(async (tx, emit) => {
    const { rows } = await tx.query(
      `SELECT 1 FROM design_import WHERE id = $1 AND state = 'receiving' FOR UPDATE`,
      [uploadId],
    );
    if (!rows[0]) return;
    const row = await markExpanded(tx, uploadId, CANCELLED);
    afterCommit = await app.jobs.importEvents.changed(tx, emit, row);
  });
  afterCommit();
}

/** Days an interrupted upload may wait for the rest of its bytes before it is given up. */
export const UPLOAD_KEEP_DAYS = 7;
export const ABANDONED = `The upload stopped and was not continued within ${UPLOAD_KEEP_DAYS} days; the part that had arrived was removed.`;

/**
 * Gives up uploads that stopped long ago (docs/imports.md "Resumable uploads"): an import still
 * `receiving` whose bytes last grew before `before` fails with the reason, and its part is
 * removed from storage. A client that comes back gets 404 on HEAD and starts again.
 * @returns how many uploads were given up
 */
export async function expireAbandonedUploads(
  app: FastifyInstance,
  store: TusStore,
  before: Date,
): Promise<number> {
  const { rows } = await app.db.query<{ id: string }>(
    `SELECT id FROM design_import WHERE state = 'receiving' AND started_at < $1`,
    [before],
  );
  let expired = 0;
  for (const { id } of rows) {
    // The bytes' last change says when the upload was last continued.
    const changed = await store.lastChange(id);
    if (changed && changed >= before) continue;
    let afterCommit = () => {};
    await app.jobEvents.transaction(async (tx, emit) => {
      const { rows: open } = await tx.query(
        `SELECT 1 FROM design_import WHERE id = $1 AND state = 'receiving' FOR UPDATE`,
        [id],
      );
      if (!open[0]) return;
      const row = await markExpanded(tx, id, ABANDONED);
      afterCommit = await app.jobs.importEvents.changed(tx, emit, row);
      expired++;
    });
    afterCommit();
    await store.datastore.remove(id).catch(() => undefined);
  }
  return expired;
}
