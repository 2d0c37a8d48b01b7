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

// @fastify/multipart's limit errors, as the api's errors with a message that says what to do.
function limitError(error: unknown, opts: ReceiveOptions): unknown {
  const e = error as { code?: string; part?: { filename?: string } };
  if (e.code === 'FST_REQ_FILE_TOO_LARGE') {
    const name = cleanFileName(e.part?.filename);
    return new HttpError(
      413,
      `"${name}" is larger than the limit of ${megabytes(opts.maxFileBytes)} per file. Nothing was stored.`,
      { details: [{ fileName: name }] },
    );
  }
  if (e.code === 'FST_FILES_LIMIT' || e.code === 'FST_PARTS_LIMIT') {
    return new HttpError(
      413,
      opts.maxFiles === 1
        ? 'This upload takes one file; send several files to upload-files. Nothing was stored.'
        : `Too many files: at most ${opts.maxFiles} per upload. Nothing was stored.`,
    );
  }
  if (e.code === 'FST_MP_PREMATURE_CLOSE') return badRequest('The upload was cut off. Try again.');
  return error;
}

async function readParts(
  request: FastifyRequest,
  storage: Storage,
  opts: ReceiveOptions,
  received: ReceivedFile[],
): Promise<void> {
  const parts = request.parts({
    limits: { files: opts.maxFiles, fileSize: opts.maxFileBytes, fields: 20, fieldSize: 4096 },
  });
  for await (const part of parts) {
    if (part.type !== 'file') continue;
    if (part.fieldname !== opts.field) {
      throw badRequest(
        `Send the file in the multipart field "${opts.field}", not "${part.fieldname}".`,
      );
    }
    const bytes = await part.toBuffer();
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
    throw limitError(error, opts);
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
