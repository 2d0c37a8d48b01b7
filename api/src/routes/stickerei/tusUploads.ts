import type { FastifyContextConfig, FastifyInstance, FastifyReply } from 'fastify';
import { TUS_RESUMABLE, type Server } from '@tus/server';
import { HttpError, conflict } from '../../lib/httpError.ts';
import { overQuota } from '../../quotas/overQuota.ts';
import { errorRef, idParams, objectOf } from '../../lib/schemas.ts';
import { requireCaller } from '../../plugins/auth.ts';
import {
  expireAbandonedUploads,
  finishIfWhole,
  UPLOAD_KEEP_DAYS,
  uploadState,
} from '../../uploads/tusImport.ts';
import { createTusServer, handleTus } from '../../uploads/tusServer.ts';
import { createTusStore, type TusStore } from '../../uploads/tusStore.ts';

export interface TusUploadRoutesOptions {
  /** The storage root (`<DATA_DIR>/files`): uploads arrive under `tus/<id>` in it. */
  storageRoot: string;
  /** Largest upload (MAX_ARCHIVE_BYTES). */
  maxArchiveBytes: number;
}

const OCTETS = 'application/offset+octet-stream';
const byteCount = (description: string) => ({
  type: 'string',
  pattern: '^(0|[1-9]\\d*)$',
  description,
});
const version = { type: 'string', enum: [TUS_RESUMABLE], description: 'The protocol version.' };

// The tus headers are documented, not validated by the route: the tus server checks them and
// says what is wrong in the protocol's terms (412 for the version, 409 for an offset …).
const documented = (headers: Record<string, unknown>, binaryBody = false) =>
  ({
    swaggerTransform: ({ schema, url }) => ({
      schema: {
        ...schema,
        headers: objectOf(headers),
        ...(binaryBody ? { body: { type: 'string', format: 'binary' } } : {}),
      },
      url,
    }),
  }) satisfies Pick<FastifyContextConfig, 'swaggerTransform'>;

/**
 * Refuses a resumable upload larger than what is left of the owner's quota, before a byte is
 * sent (docs/quotas.md); a malformed Upload-Length is left to the tus server to answer.
 */
async function refuseOverQuota(app: FastifyInstance, ownerId: string, length: unknown) {
  const bytes = typeof length === 'string' && /^\d{1,15}$/.test(length) ? Number(length) : null;
  if (bytes === null) return;
  const usage = await app.quotas.usage(ownerId);
  if (bytes > usage.leftBytes || usage.leftFiles === 0)
    throw overQuota(usage, { bytes, files: 0 }, 'Nothing was sent or stored.');
}

const errors = { 400: errorRef, 401: errorRef, 403: errorRef, 404: errorRef, 412: errorRef };
const common = { tags: ['uploads'], security: [{ bearer: [] }] };

/**
 * Resumable archive uploads, tus 1.0 with creation and termination (issue 12, docs/imports.md
 * "Resumable uploads"): every upload is an import of its creator; the tus server reads the
 * bytes as they arrive and answers the protocol itself.
 */
export default async function tusUploadRoutes(app: FastifyInstance, opts: TusUploadRoutesOptions) {
  // A body the tus server reads as it arrives: Fastify leaves the stream alone.
  app.addContentTypeParser(OCTETS, (_request, _payload, done) => done(null));
  let tus: { server: Server; store: TusStore } | undefined;
  // Made on the first request: the file store creates its folder at once.
  const uploads = () => {
    if (tus) return tus;
    const store = createTusStore(opts.storageRoot, app.storage);
    const path = `${app.prefix}/stickerei/uploads`;
    return (tus = {
      store,
      server: createTusServer(app, { path, maxBytes: opts.maxArchiveBytes, store }),
    });
  };

  // Interrupted uploads not continued for UPLOAD_KEEP_DAYS are given up, hourly and at start.
  const DAY_MS = 24 * 3600 * 1000;
  const expire = () =>
    expireAbandonedUploads(app, uploads().store, new Date(Date.now() - UPLOAD_KEEP_DAYS * DAY_MS))
      .then((n) => n > 0 && app.log.info({ uploads: n }, 'abandoned uploads given up'))
      .catch((error: unknown) => app.log.warn({ err: error }, 'could not give up old uploads'));
  const expiry = setInterval(() => void expire(), 3600 * 1000);
  expiry.unref();
  app.addHook('onReady', async () => {
    void expire();
  });
  app.addHook('onClose', async () => clearInterval(expiry));

  // A whole upload answers HEAD itself: its bytes may be read and removed by the import already.
  const answerWhole = (reply: FastifyReply, id: string, length: number) =>
    reply
      .headers({
        'Tus-Resumable': TUS_RESUMABLE,
        'Upload-Offset': length,
        'Upload-Length': length,
        'Upload-Import-Id': id,
        'Cache-Control': 'no-store',
      })
      .send();

  app.post(
    '/stickerei/uploads',
    {
      config: {
        access: 'user',
        ...documented({
          'Tus-Resumable': version,
          'Upload-Length': byteCount(
            'Size of the zip archive in bytes, at most MAX_ARCHIVE_BYTES.',
          ),
          'Upload-Metadata': {
            type: 'string',
            description: 'Comma-separated "key base64-value" pairs; `filename` is required.',
          },
        }),
      },
      schema: {
        ...common,
        summary: 'Start a resumable upload of a zip archive (tus 1.0 creation); it is an import',
        description:
          "Answers 201 with `Location: /api/stickerei/uploads/{id}`; `id` is the id of the import (GET /api/stickerei/imports/{id}, state `receiving` until the last byte). 413 over MAX_ARCHIVE_BYTES, and (code QUOTA_EXCEEDED) over what is left of the caller's quota.",
        response: { 201: { description: 'Created' }, ...errors, 413: errorRef },
      },
    },
    async (request, reply) => {
      const ownerId = requireCaller(request).userId;
      await refuseOverQuota(app, ownerId, request.headers['upload-length']);
      return handleTus(uploads().server, request, reply, { ownerId });
    },
  );

  app.head<{ Params: { id: string } }>(
    '/stickerei/uploads/:id',
    {
      config: { access: 'user', ...documented({ 'Tus-Resumable': version }) },
      schema: {
        ...common,
        summary: 'Where an upload of mine stands: Upload-Offset and Upload-Length (tus 1.0)',
        params: idParams,
        response: { 200: { description: 'The offset in Upload-Offset' }, ...errors },
      },
    },
    async (request, reply) => {
      const ownerId = requireCaller(request).userId;
      const { id } = request.params;
      const { server, store } = uploads();
      const upload = await uploadState(app, store, id, ownerId);
      if (!upload.receiving) return answerWhole(reply, id, upload.length);
      const length = await finishIfWhole(app, store, id);
      if (length !== null) return answerWhole(reply, id, length);
      return handleTus(server, request, reply, { ownerId, uploadId: id });
    },
  );

  app.patch<{ Params: { id: string } }>(
    '/stickerei/uploads/:id',
    {
      config: {
        access: 'user',
        ...documented(
          {
            'Tus-Resumable': version,
            'Upload-Offset': byteCount('The byte the body starts at (HEAD tells it).'),
          },
          true,
        ),
      },
      // Before the body is read: it is an upload's bytes or nothing.
      preParsing: async (request) => {
        if (request.headers['content-type'] !== OCTETS)
          throw new HttpError(415, `Send the bytes with Content-Type: ${OCTETS}.`);
      },
      schema: {
        ...common,
        summary: 'Send bytes of an upload of mine from Upload-Offset on (tus 1.0)',
        description:
          'Answers 204 with the new Upload-Offset; the answer to the last bytes carries `Upload-Import-Id` (the import now expands the archive). 409 when Upload-Offset is not where the upload stands (HEAD tells it), 413 past Upload-Length, 415 for another content type than application/offset+octet-stream.',
        consumes: [OCTETS],
        params: idParams,
        response: {
          204: { description: 'Received' },
          ...errors,
          409: errorRef,
          413: errorRef,
          415: errorRef,
        },
      },
    },
    async (request, reply) => {
      const ownerId = requireCaller(request).userId;
      const upload = await uploadState(app, uploads().store, request.params.id, ownerId);
      if (!upload.receiving)
        throw conflict('This upload is whole and its import has started: nothing more to send.');
      return handleTus(uploads().server, request, reply, { ownerId, uploadId: request.params.id });
    },
  );

  app.delete<{ Params: { id: string } }>(
    '/stickerei/uploads/:id',
    {
      config: { access: 'user', ...documented({ 'Tus-Resumable': version }) },
      schema: {
        ...common,
        summary: 'Cancel an upload of mine that is still arriving (tus 1.0 termination)',
        description:
          'Its bytes are removed and its import fails as cancelled. 409 for a whole upload (its import has started).',
        params: idParams,
        response: { 204: { description: 'Cancelled' }, ...errors, 409: errorRef },
      },
    },
    async (request, reply) => {
      const ownerId = requireCaller(request).userId;
      const upload = await uploadState(app, uploads().store, request.params.id, ownerId);
      if (!upload.receiving)
        throw conflict('This upload is whole and its import has started: it cannot be cancelled.');
      return handleTus(uploads().server, request, reply, { ownerId, uploadId: request.params.id });
    },
  );
}
