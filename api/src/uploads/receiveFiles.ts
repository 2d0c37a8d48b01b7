import { createHash, randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { detectFormat } from '@stickerei/embroidery';
import { Readable } from 'node:stream';
import { entryPath, isZip } from '../imports/entryNames.ts';
import { badRequest, HttpError } from '../lib/httpError.ts';
import { StorageUnavailableError, type Storage } from '../plugins/storage.ts';
import type { QuotaGate } from './quotaGate.ts';

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
  /** The name with its folders, as a folder upload sends it (text only, docs/imports.md). */
  path: string;
  /** A zip archive, stored whole under `storageKey` to be expanded (no sha256, no format). */
  archive: boolean;
}

export interface ReceiveOptions {
  /** The multipart field that carries the files. */
  field: string;
  maxFiles: number;
  maxFileBytes: number;
  /** Zip archives are taken too, up to this size, stored under `imports/<importId>/`. */
  archives?: { importId: string; maxBytes: number };
  /** The owner's quota: every file reserved before it is stored (docs/quotas.md). */
  quota?: QuotaGate;
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
export function multipartFailure(error: unknown, says: MultipartMessages): Error {
  if (error instanceof HttpError) return error;
  // The storage's failure, not the request's: answered with 503 (plugins/errors.ts).
  if (error instanceof StorageUnavailableError) return error;
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

/** A part's bytes as they stream in: the first ones to tell an archive, then the rest. */
async function* chunksOf(source: AsyncIterable<Buffer>, head: Buffer[]): AsyncGenerator<Buffer> {
  yield* head;
  yield* source;
}

/** The bytes of a stream, stopped with `overflow` once more than `max` have come. */
async function* capped(
  source: AsyncIterable<Buffer>,
  max: number,
  overflow: (bytes: number) => void,
): AsyncGenerator<Buffer> {
  let bytes = 0;
  for await (const chunk of source) {
    bytes += chunk.length;
    if (bytes > max) {
      overflow(bytes);
      throw new Error('over the quota');
    }
    yield chunk;
  }
}

/** At least the first four bytes of a stream (fewer when it is shorter). */
async function readHead(iterator: AsyncIterator<Buffer>): Promise<Buffer[]> {
  const head: Buffer[] = [];
  let length = 0;
  while (length < 4) {
    const next = await iterator.next();
    if (next.done) break;
    head.push(next.value);
    length += next.value.length;
  }
  return head;
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

type Reading = <T>(read: Promise<T>) => Promise<T>;

/** One file part: an archive streamed to storage, or a file read (within its limit) and stored. */
async function receivePart(
  part: { filename: string; file: AsyncIterable<Buffer> & { truncated?: boolean } },
  storage: Storage,
  opts: ReceiveOptions,
  reading: Reading,
): Promise<ReceivedFile> {
  const id = randomUUID();
  const fileName = cleanFileName(part.filename);
  const path = entryPath(part.filename || fileName);
  const iterator = part.file[Symbol.asyncIterator]();
  const head = await reading(readHead(iterator));
  const rest = { [Symbol.asyncIterator]: () => iterator };
  if (opts.archives && isZip(fileName, Buffer.concat(head))) {
    const storageKey = `imports/${opts.archives.importId}/${id}.zip`;
    // An archive is not counted itself (its entries are, as they are unpacked), but one larger
    // than what is left is stopped while it arrives: the storage keeps nothing of it.
    const quota = opts.quota;
    let overQuota: Error | undefined;
    const source = quota
      ? capped(chunksOf(rest, head), quota.archiveRoom, (bytes) => {
          overQuota = quota.archiveTooLarge(fileName, bytes);
        })
      : chunksOf(rest, head);
    const sizeBytes = await reading(storage.putStream(storageKey, Readable.from(source))).catch(
      (error: unknown) => {
        throw overQuota ?? error;
      },
    );
    if (part.file.truncated) {
      await storage.delete(storageKey);
      throw tooLarge(fileName, opts.archives.maxBytes, 'an archive');
    }
    return { id, fileName, path, storageKey, sizeBytes, sha256: '', format: null, archive: true };
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of chunksOf(rest, head)) {
    size += chunk.length;
    if (size > opts.maxFileBytes || part.file.truncated)
      throw tooLarge(fileName, opts.maxFileBytes, 'a file');
    chunks.push(chunk);
  }
  const bytes = Buffer.concat(chunks);
  const file: ReceivedFile = {
    id,
    fileName,
    path,
    storageKey: `uploads/${id}`,
    sizeBytes: bytes.length,
    sha256: createHash('sha256').update(bytes).digest('hex'),
    format: detectFormat(bytes, fileName)?.id ?? null,
    archive: false,
  };
  await opts.quota?.reserve({ id, bytes: bytes.length, name: fileName });
  // The original is kept whatever happens to its processing (DESIGN.md §10).
  await storage.put(file.storageKey, bytes);
  return file;
}

const tooLarge = (name: string, limit: number, what: string) =>
  new HttpError(
    413,
    `"${name}" is larger than the limit of ${megabytes(limit)} for ${what}. Nothing was stored.`,
    { details: [{ fileName: name }] },
  );

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
  // With archives the parser lets parts be as large as an archive; a file's own limit is then
  // checked while it is read.
  const fileSize = Math.max(opts.maxFileBytes, opts.archives?.maxBytes ?? 0);
  const parts = request.parts({
    limits: { files: opts.maxFiles, fileSize, fields: 20, fieldSize: 4096 },
    // A folder upload names its files with their folders (`Roses/rose.pes`): kept as text.
    preservePath: true,
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
    received.push(await reading(receivePart(part, storage, opts, reading)));
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
    await discardAfterFailure(storage, received);
    throw error;
  }
  if (received.length === 0) {
    throw badRequest(`No file: send the file in the multipart field "${opts.field}".`);
  }
  return received;
}

/**
 * Reads the one file of a multipart request into memory without storing it (lookups).
 * @throws HttpError 400 without a file, 413 over the limit
 */
export async function readOneFile(
  request: FastifyRequest,
  field: string,
  maxFileBytes: number,
): Promise<{ bytes: Uint8Array; sha256: string; fileName: string }> {
  const opts: ReceiveOptions = { field, maxFiles: 1, maxFileBytes };
  if (!request.isMultipart())
    throw badRequest(`Send the file as multipart/form-data in the field "${field}".`);
  try {
    const part = await request.file({ limits: { files: 1, fileSize: maxFileBytes } });
    if (!part) throw badRequest(`No file: send the file in the multipart field "${field}".`);
    if (part.fieldname !== field)
      throw badRequest(`Send the file in the multipart field "${field}", not "${part.fieldname}".`);
    const bytes = await part.toBuffer();
    return {
      bytes,
      sha256: createHash('sha256').update(bytes).digest('hex'),
      fileName: cleanFileName(part.filename),
    };
  } catch (error) {
    throw multipartFailure(error, uploadMessages(opts));
  }
}

/** Removes stored uploads that will not be processed (the request was refused). */
export async function discardFiles(storage: Storage, files: ReceivedFile[]): Promise<void> {
  await Promise.all(files.map((f) => storage.delete(f.storageKey)));
}

/**
 * Runs what records the received files (their jobs, their import); when it fails (the database
 * is down, say), the files are removed again, so nothing is kept without its record.
 */
export async function recordOrDiscard<T>(
  storage: Storage,
  files: ReceivedFile[],
  record: () => Promise<T>,
): Promise<T> {
  try {
    return await record();
  } catch (error) {
    await discardAfterFailure(storage, files);
    throw error;
  }
}

/**
 * Like discardFiles, for a request that already failed: a storage that is down keeps the files
 * (whole, but without a job; the reason the request failed is what the client must hear).
 */
async function discardAfterFailure(storage: Storage, files: ReceivedFile[]): Promise<void> {
  await discardFiles(storage, files).catch((error: unknown) => {
    if (!(error instanceof StorageUnavailableError)) throw error;
  });
}
