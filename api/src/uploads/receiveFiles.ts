import { createHash, randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { detectFormat } from '@stickerei/embroidery';
import { badRequest, HttpError } from '../lib/httpError.ts';
import type { Storage } from '../plugins/storage.ts';

/** An uploaded file, stored under a key of the api's making. */
export interface ReceivedFile {
  /** The processing job's id (the storage key is derived from it, never from the name). */
  id: string;
  fileName: string;
  storageKey: string;
  sizeBytes: number;
  sha256: string;
  /** Format detected from the bytes, or null when no format claims them. */
  format: string | null;
}

export interface ReceiveOptions {
  /** The multipart field that carries the files. */
  field: string;
  maxFiles: number;
  maxFileBytes: number;
}

/** The name as the user knows it: no folders, no control characters, not absurdly long. */
export function cleanFileName(raw: string | undefined): string {
  const base = (raw ?? '').split(/[/\\]/).pop() ?? '';
  // Control characters (below 32, and DEL) would garble logs and download headers.
  const printable = [...base].filter((c) => c.charCodeAt(0) >= 32 && c.charCodeAt(0) !== 127);
  const name = printable.join('').trim().slice(0, 200);
  return name || 'upload';
}

const megabytes = (bytes: number) => `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB`;

/** What a multipart upload says when it goes wrong (the errors name the field and the limits). */
export interface MultipartMessages {
  tooLarge: (fileName: string) => string;
  tooMany: string;
  /** How to send it right. */
  how: string;
}

/**
 * What went wrong while reading a multipart body (@fastify/multipart and busboy errors), as the
 * api's error: a broken limit is 413, anything else the request's fault (400), never ours.
 */
export function multipartFailure(error: unknown, says: MultipartMessages): HttpError {
  if (error instanceof HttpError) return error;
  const e = error as { code?: string; message?: string; part?: { filename?: string } };
  if (e.code === 'FST_REQ_FILE_TOO_LARGE') {
    const name = cleanFileName(e.part?.filename);
    return new HttpError(413, says.tooLarge(name), { details: [{ fileName: name }], cause: error });
  }
  if (e.code === 'FST_FILES_LIMIT' || e.code === 'FST_PARTS_LIMIT' || e.code === 'FST_FIELDS_LIMIT')
    return new HttpError(413, says.tooMany, { cause: error });
  const reason = e.code === 'FST_MP_PREMATURE_CLOSE' ? 'it was cut off' : (e.message ?? 'unknown');
  return new HttpError(400, `The upload could not be read (${reason}). ${says.how}`, {
    cause: error,
  });
}

const uploadMessages = (opts: ReceiveOptions): MultipartMessages => ({
  tooLarge: (name) =>
    `"${name}" is larger than the limit of ${megabytes(opts.maxFileBytes)} per file. Nothing was stored.`,
  tooMany:
    opts.maxFiles === 1
      ? 'This upload takes one file; send several files to upload-files. Nothing was stored.'
      : `Too many files: at most ${opts.maxFiles} per upload. Nothing was stored.`,
  how: `Send the files as multipart/form-data in the field "${opts.field}"; nothing was stored.`,
});

async function readParts(
  request: FastifyRequest,
  storage: Storage,
  opts: ReceiveOptions,
  received: ReceivedFile[],
): Promise<void> {
  // Reading the body can fail for the request's reasons; storing a file only for ours.
  const reading = <T>(read: Promise<T>) =>
    read.catch((error: unknown) => {
      throw multipartFailure(error, uploadMessages(opts));
    });
  const parts = request.parts({
    limits: { files: opts.maxFiles, fileSize: opts.maxFileBytes, fields: 20, fieldSize: 4096 },
  });
  for (;;) {
    const next = await reading(parts.next());
    if (next.done) return;
    const part = next.value;
    if (part.type !== 'file') continue;
    if (part.fieldname !== opts.field) {
      throw badRequest(
        `Send the file in the multipart field "${opts.field}", not "${part.fieldname}".`,
      );
    }
    const bytes = await reading(part.toBuffer());
    const id = randomUUID();
    const fileName = cleanFileName(part.filename);
    const file: ReceivedFile = {
      id,
      fileName,
      storageKey: `uploads/${id}`,
      sizeBytes: bytes.length,
      sha256: createHash('sha256').update(bytes).digest('hex'),
      format: detectFormat(bytes, fileName)?.id ?? null,
    };
    // The original is kept whatever happens to its processing (DESIGN.md §10).
    await storage.put(file.storageKey, bytes);
    received.push(file);
  }
}

/**
 * Reads every file of a multipart upload and stores it. All or nothing: when one file breaks a
 * limit (413) or the request is malformed (400), the files stored so far are removed again.
 */
export async function receiveFiles(
  request: FastifyRequest,
  storage: Storage,
  opts: ReceiveOptions,
): Promise<ReceivedFile[]> {
  if (!request.isMultipart()) {
    throw badRequest(`Send the file as multipart/form-data in the field "${opts.field}".`);
  }
  const received: ReceivedFile[] = [];
  try {
    await readParts(request, storage, opts, received);
  } catch (error) {
    await discardFiles(storage, received);
    throw error;
  }
  if (received.length === 0) {
    throw badRequest(`No file: send the file in the multipart field "${opts.field}".`);
  }
  return received;
}

/** Removes stored uploads that will not be processed (the request was refused). */
export async function discardFiles(storage: Storage, files: ReceivedFile[]): Promise<void> {
  await Promise.all(files.map((f) => storage.delete(f.storageKey)));
}
