import type { FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import { conflict, notFound } from '../../lib/httpError.ts';
import { listJobs, toProcessingJob } from '../../jobs/processingJobs.ts';
import { randomUUID } from 'node:crypto';
import { lookupFile } from '../../imports/lookup.ts';
import { startImport } from '../../imports/startImport.ts';
import { errorRef, idParams, integer, multipartBody, objectOf, uuid } from '../../lib/schemas.ts';
import { requireCaller } from '../../plugins/auth.ts';
import {
  discardFiles,
  readOneFile,
  receiveFiles,
  recordOrDiscard,
} from '../../uploads/receiveFiles.ts';
import { startJobs } from '../../uploads/startJobs.ts';
import { openQuotaGate, type QuotaGate } from '../../uploads/quotaGate.ts';

export interface UploadRoutesOptions {
  maxFileBytes: number;
  maxFiles: number;
  /** Largest zip archive in a request (MAX_ARCHIVE_BYTES). */
  maxArchiveBytes: number;
}

const states = ['queued', 'processing', 'done', 'failed'];

const uploadResponse = {
  202: {
    type: 'object',
    required: ['jobs'],
    properties: {
      jobs: {
        type: 'array',
        items: {
          type: 'object',
          required: ['id', 'state', 'fileName'],
          properties: { id: uuid, state: { enum: states }, fileName: { type: 'string' } },
        },
      },
    },
  },
  400: errorRef,
  401: errorRef,
  403: errorRef,
  404: errorRef,
  409: errorRef,
  413: errorRef,
  415: errorRef,
};

const importUploadResponse = {
  type: 'object',
  required: ['jobs', 'import'],
  properties: {
    jobs: uploadResponse[202].properties.jobs,
    import: objectOf({ id: uuid, files: { type: 'integer' } }),
  },
};

const jobSchema = {
  type: 'object',
  required: ['id', 'state', 'progress', 'fileName', 'designId', 'error', 'createdAt', 'updatedAt'],
  properties: {
    id: uuid,
    state: { enum: states },
    progress: { type: 'integer' },
    fileName: { type: 'string' },
    designId: { anyOf: [uuid, { type: 'null' }] },
    error: { type: ['string', 'null'] },
    createdAt: { type: 'string', format: 'date-time' },
    updatedAt: { type: 'string', format: 'date-time' },
  },
};

/** Runs an upload within the caller's quota; its reservations are given back at the end. */
async function withinQuota<T>(
  app: FastifyInstance,
  userId: string,
  upload: (quota: QuotaGate) => Promise<T>,
): Promise<T> {
  const gate = await openQuotaGate(app, userId);
  try {
    return await upload(gate);
  } finally {
    await gate.close();
  }
}

const asJobs = (rows: Array<{ id: string; state: string; file_name: string }>) => ({
  jobs: rows.map((r) => ({ id: r.id, state: r.state, fileName: r.file_name })),
});

/**
 * Uploads (issue 5): store the original, answer 202 with the processing jobs; processing and
 * live progress follow (plugins/jobs.ts, routes/stream). Limits: UPLOAD_* configuration.
 */
export default async function uploadRoutes(app: FastifyInstance, opts: UploadRoutesOptions) {
  // Registered here, so only these routes parse multipart bodies.
  await app.register(multipart, {
    limits: { fileSize: opts.maxFileBytes, files: opts.maxFiles },
  });
  const common = {
    tags: ['uploads'],
    security: [{ bearer: [] }],
    consumes: ['multipart/form-data'],
  };

  app.post(
    '/stickerei/upload-file',
    {
      config: { access: 'user', ...multipartBody('file') },
      schema: {
        ...common,
        summary: 'Upload one embroidery file (field `file`)',
        response: uploadResponse,
      },
    },
    async (request, reply) => {
      const caller = requireCaller(request);
      const rows = await withinQuota(app, caller.userId, async (quota) => {
        const files = await receiveFiles(request, app.storage, {
          field: 'file',
          maxFiles: 1,
          maxFileBytes: opts.maxFileBytes,
          quota,
        });
        return recordOrDiscard(app.storage, files, () =>
          startJobs(app, files, { ownerId: caller.userId, designId: null }),
        );
      });
      return reply.status(202).send(asJobs(rows));
    },
  );

  app.post(
    '/stickerei/upload-files',
    {
      config: { access: 'user', ...multipartBody('files', true) },
      schema: {
        ...common,
        summary:
          'Upload several embroidery files, folders (names with their paths) or zip archives as one import (field `files`, repeated)',
        description:
          'The request becomes an import (GET /api/stickerei/imports/{id}): its embroidery files become processing jobs at once, a zip archive (nested ones too, 3 deep) is expanded in the background; files no format reads are skipped entries with the reason. When nothing of the request is usable (no archive, no embroidery file) the answer is 415 and nothing is kept.',
        response: { ...uploadResponse, 202: importUploadResponse },
      },
    },
    async (request, reply) => {
      const caller = requireCaller(request);
      const importId = randomUUID();
      const answer = await withinQuota(app, caller.userId, async (quota) => {
        const files = await receiveFiles(request, app.storage, {
          field: 'files',
          maxFiles: opts.maxFiles,
          maxFileBytes: opts.maxFileBytes,
          archives: { importId, maxBytes: opts.maxArchiveBytes },
          quota,
        });
        return recordOrDiscard(app.storage, files, () =>
          startImport(app, { importId, ownerId: caller.userId, files }),
        );
      });
      return reply.status(202).send(answer);
    },
  );

  app.post<{ Params: { id: string } }>(
    '/stickerei/:id/upload-embroidery-file',
    {
      config: { access: 'user', ...multipartBody('file') },
      schema: {
        ...common,
        summary: 'Add another format of an own design (field `file`)',
        params: idParams,
        response: uploadResponse,
      },
    },
    async (request, reply) => {
      const caller = requireCaller(request);
      const { rows: designs } = await app.db.query<{ id: string }>(
        'SELECT id FROM design WHERE id = $1 AND owner_id = $2',
        [request.params.id, caller.userId],
      );
      if (!designs[0]) throw notFound('No design of yours has this id.');
      const rows = await withinQuota(app, caller.userId, async (quota) => {
        const files = await receiveFiles(request, app.storage, {
          field: 'file',
          maxFiles: 1,
          maxFileBytes: opts.maxFileBytes,
          quota,
        });
        const file = files[0]!;
        // A format the design has is replaced only by the identical file (docs/processing.md).
        const { rows: existing } = await app.db.query<{ sha256: string }>(
          'SELECT sha256 FROM design_file WHERE design_id = $1 AND format = $2',
          [request.params.id, file.format],
        );
        if (existing[0] && existing[0].sha256 !== file.sha256) {
          await discardFiles(app.storage, files);
          throw conflict(
            `This design already has a ${String(file.format).toUpperCase()} file. Upload the new file on its own to keep it as a new design.`,
          );
        }
        return recordOrDiscard(app.storage, files, () =>
          startJobs(app, files, { ownerId: caller.userId, designId: request.params.id }),
        );
      });
      return reply.status(202).send(asJobs(rows));
    },
  );

  app.post(
    '/stickerei/lookup',
    {
      config: { access: 'user', ...multipartBody('file') },
      schema: {
        ...common,
        tags: ['imports'],
        summary: 'Which of my designs is this file? (field `file`; nothing is stored)',
        description:
          '`exact`: a design holds these very bytes; `same-motif`: the design of the same motif (in any format). 415 for a file no format reads, 422 for one its format cannot read.',
        response: {
          200: objectOf({
            matches: {
              type: 'array',
              items: objectOf({
                designId: uuid,
                name: { type: 'string' },
                formats: { type: 'array', items: { type: 'string' } },
                match: { type: 'string', enum: ['exact', 'same-motif'] },
              }),
            },
          }),
          400: errorRef,
          401: errorRef,
          403: errorRef,
          413: errorRef,
          415: errorRef,
          422: errorRef,
        },
      },
    },
    async (request) => {
      const caller = requireCaller(request);
      const file = await readOneFile(request, 'file', opts.maxFileBytes);
      return lookupFile(app.db, caller.userId, file);
    },
  );

  app.get<{ Querystring: { limit: number } }>(
    '/stickerei/processing-jobs',
    {
      config: { access: 'user' },
      schema: {
        tags: ['uploads'],
        summary: "The caller's recent processing jobs, newest first",
        security: [{ bearer: [] }],
        querystring: {
          type: 'object',
          properties: { limit: integer(1, 200, { default: 50 }) },
          additionalProperties: false,
        },
        response: {
          200: {
            type: 'object',
            required: ['jobs'],
            properties: { jobs: { type: 'array', items: jobSchema } },
          },
          400: errorRef,
          401: errorRef,
          403: errorRef,
        },
      },
    },
    async (request) => {
      const caller = requireCaller(request);
      const rows = await listJobs(app.db, caller.userId, request.query.limit);
      return { jobs: rows.map(toProcessingJob) };
    },
  );
}
