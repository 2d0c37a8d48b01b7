import { API_ERROR_CODES, type ApiErrorBody } from '@stickerei/shared/domain';
import { ERRORS, TUS_RESUMABLE } from '@tus/server';

/** An error as the tus server throws it (and as our hooks throw theirs). */
export interface TusError {
  status_code: number;
  body: string;
}

/** What the client has to change, thrown by our hooks: tus answers with this status and text. */
export class TusRefusal extends Error implements TusError {
  readonly status_code: number;
  readonly body: string;
  constructor(status: number, message: string) {
    super(message);
    this.status_code = status;
    this.body = message;
  }
}

const megabytes = (bytes: number) => `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB`;

export const UPLOAD_NOT_FOUND = 'No upload of yours has this id.';

// What each header tus checks must be (tus answers "Invalid <names>" when one is not).
const HEADER_RULES: Record<string, string> = {
  'tus-resumable': `This is a tus ${TUS_RESUMABLE} server: send Tus-Resumable: ${TUS_RESUMABLE}.`,
  'upload-offset': 'Upload-Offset must be a byte offset written as a plain whole number.',
  'upload-length':
    'Upload-Length must be the size of the archive in bytes, written as a plain whole number (a length sent later is not supported).',
  'upload-metadata':
    'Upload-Metadata must be comma-separated "key base64-value" pairs with unique keys and must name the file: "filename <base64 of the name>".',
  'upload-defer-length': 'Upload-Defer-Length is not supported: send Upload-Length.',
  'upload-concat': 'Parallel uploads (Upload-Concat) are not supported: send one upload.',
  'content-type': 'Send the bytes with Content-Type: application/offset+octet-stream.',
  'tus-version': `Tus-Version must be ${TUS_RESUMABLE}.`,
  'x-forwarded-proto': 'X-Forwarded-Proto must be http or https.',
};

/** What tus's own errors become: a status the client can act on and what to do next. */
function knownErrors(maxBytes: number) {
  const again = 'ask with HEAD for the offset and send the bytes from there';
  return new Map<TusError, [number, string]>([
    [ERRORS.INVALID_OFFSET, [409, `Upload-Offset is not where this upload stands: ${again}.`]],
    [
      ERRORS.ERR_SIZE_EXCEEDED,
      [413, 'The body runs past the Upload-Length of the upload: send only the missing bytes.'],
    ],
    [
      ERRORS.ERR_MAX_SIZE_EXCEEDED,
      [413, `An archive may have at most ${megabytes(maxBytes)} (MAX_ARCHIVE_BYTES).`],
    ],
    [ERRORS.FILE_NOT_FOUND, [404, UPLOAD_NOT_FOUND]],
    // Its record is left, its bytes are not: the import has read them (or it is being cancelled).
    [
      ERRORS.FILE_NO_LONGER_EXISTS,
      [409, 'This upload takes no more bytes: HEAD tells where it stands.'],
    ],
    [ERRORS.MISSING_OFFSET, [400, `Upload-Offset is missing: ${again}.`]],
    [ERRORS.INVALID_CONTENT_TYPE, [415, HEADER_RULES['content-type']!]],
    [ERRORS.INVALID_LENGTH, [400, HEADER_RULES['upload-length']!]],
    [ERRORS.INVALID_METADATA, [400, HEADER_RULES['upload-metadata']!]],
    // A newer request to the same upload (a reloaded page) takes its lock over.
    [ERRORS.ABORTED, [409, `Another request to this upload took over: ${again}.`]],
    [ERRORS.ERR_LOCK_TIMEOUT, [409, 'Another request is writing to this upload: try again.']],
    [ERRORS.UNSUPPORTED_CONCATENATION_EXTENSION, [400, HEADER_RULES['upload-concat']!]],
    [ERRORS.UNSUPPORTED_CREATION_DEFER_LENGTH_EXTENSION, [400, HEADER_RULES['upload-length']!]],
  ]);
}

/**
 * tus's answer to an error its handlers threw, with our status and message; null for an error
 * that is not the client's (the caller logs it and answers 500).
 */
export function tusErrorAnswer(error: unknown, maxBytes: number): TusError | null {
  const known = knownErrors(maxBytes).get(error as TusError);
  if (known) return { status_code: known[0], body: known[1] };
  const thrown = error as Partial<TusError>;
  // A TusRefusal of our hooks.
  if (typeof thrown.status_code === 'number' && thrown.status_code < 500 && thrown.body)
    return { status_code: thrown.status_code, body: thrown.body };
  return null;
}

/**
 * The api's error body (`{ message, code }`, plugins/errors.ts) for an error answer of the tus
 * server; its bare "Invalid <headers>" and "Tus-Resumable Required" get their explanation and
 * the protocol's status (412 for the version, 415 for the content type).
 */
export function errorBody(status: number, text: string): { status: number; body: ApiErrorBody } {
  const invalid = /^Invalid ([a-z-]+(?: [a-z-]+)*)\n$/.exec(text)?.[1]?.split(' ');
  let message = text.trim();
  if (text === 'Tus-Resumable Required\n' || invalid?.includes('tus-resumable')) {
    status = 412;
    message = HEADER_RULES['tus-resumable']!;
  } else if (invalid) {
    if (invalid.includes('content-type')) status = 415;
    message = invalid
      .map((name) => HEADER_RULES[name] ?? `The ${name} header is not valid.`)
      .join(' ');
  }
  const code =
    status === 412
      ? 'PRECONDITION_FAILED'
      : (API_ERROR_CODES[status as keyof typeof API_ERROR_CODES] ?? 'BAD_REQUEST');
  return { status, body: { message, code } };
}
