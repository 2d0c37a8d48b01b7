import type { FastifyInstance } from 'fastify';
import { FORMATS } from '@stickerei/embroidery';
import { HttpError } from '../lib/httpError.ts';
import { insertJobs, recordUpload, type JobRow } from '../jobs/processingJobs.ts';
import { discardFiles, type ReceivedFile } from './receiveFiles.ts';

const KNOWN = FORMATS.map((f) => f.id.toUpperCase()).join(', ');

/** The message of a file no format recognises. */
export const unknownFormatMessage = (fileName: string) =>
  `"${fileName}" is not an embroidery file this service can read: none of ${KNOWN} recognises its content.`;

/**
 * Creates a processing job per stored file and queues it (docs/processing.md "Uploads").
 * A file no format recognises is refused: when every file of the request is such a file the
 * request fails with 415 and nothing is kept; otherwise that file's job is created failed with
 * the reason (its bytes are kept like every upload) and the other files go on.
 */
export async function startJobs(
  app: FastifyInstance,
  files: ReceivedFile[],
  target: { ownerId: string; designId: string | null },
): Promise<JobRow[]> {
  const unknown = files.filter((f) => f.format === null);
  if (unknown.length === files.length) {
    await discardFiles(app.storage, files);
    throw new HttpError(415, unknown.map((f) => unknownFormatMessage(f.fileName)).join(' '), {
      details: unknown.map((f) => ({
        fileName: f.fileName,
        message: unknownFormatMessage(f.fileName),
      })),
    });
  }
  const rows = await app.jobEvents.transaction(async (tx, emit) => {
    const inserted = await insertJobs(
      tx,
      emit,
      files.map((f) => ({
        id: f.id,
        ownerId: target.ownerId,
        fileName: f.fileName,
        uploadKey: f.storageKey,
        sizeBytes: f.sizeBytes,
        sha256: f.sha256,
        format: f.format,
        targetDesignId: target.designId,
        ...(f.format === null ? { error: unknownFormatMessage(f.fileName) } : {}),
      })),
    );
    for (const row of inserted) if (row.state === 'failed') await recordUpload(tx, row);
    return inserted;
  });
  const queued = rows.filter((r) => r.state === 'queued').map((r) => r.id);
  // The jobs are stored: if queueing fails now, the sweep queues them again later.
  await app.jobs
    .enqueueUploads(queued)
    .catch((error: unknown) => app.log.error({ err: error }, 'could not queue upload jobs'));
  return rows;
}
