import type { FastifyInstance } from 'fastify';
import { ENTRY_STATES, IMPORT_STATES, type EntryState } from '@stickerei/shared/domain';
import {
  findImport,
  listEntries,
  listImports,
  toDesignImport,
} from '../../imports/importRepository.ts';
import { errorRef, idParams, integer, objectOf, uuid } from '../../lib/schemas.ts';
import { requireCaller } from '../../plugins/auth.ts';

const count = { type: 'integer' } as const;
const nullableTime = { type: ['string', 'null'], format: 'date-time' } as const;

export const importSchema = objectOf({
  id: uuid,
  state: { type: 'string', enum: [...IMPORT_STATES] },
  name: { type: 'string' },
  files: count,
  done: count,
  failed: count,
  skipped: count,
  duplicates: count,
  designsCreated: count,
  formatsJoined: count,
  error: { type: ['string', 'null'] },
  startedAt: { type: 'string', format: 'date-time' },
  finishedAt: nullableTime,
  filesPerSecond: { type: 'number' },
});

const entrySchema = objectOf({
  path: { type: 'string' },
  state: { type: 'string', enum: [...ENTRY_STATES] },
  reason: { type: ['string', 'null'] },
  designId: { anyOf: [uuid, { type: 'null' }] },
});

const errors = { 400: errorRef, 401: errorRef, 403: errorRef };
const tags = ['imports'];
const security = [{ bearer: [] }];

/**
 * Collection imports (issue 12, docs/imports.md): the caller's imports with their counters and
 * the outcome of every entry. Uploads create them (uploads.ts, uploads tus route).
 */
export default async function importRoutes(app: FastifyInstance) {
  app.get<{ Querystring: { limit: number } }>(
    '/stickerei/imports',
    {
      config: { access: 'user' },
      schema: {
        tags,
        security,
        summary: "The caller's imports, newest first",
        querystring: {
          type: 'object',
          properties: { limit: integer(1, 200, { default: 50 }) },
          additionalProperties: false,
        },
        response: { 200: objectOf({ items: { type: 'array', items: importSchema } }), ...errors },
      },
    },
    async (request) => {
      const caller = requireCaller(request);
      const rows = await listImports(app.db, caller.userId, request.query.limit);
      return { items: rows.map((row) => toDesignImport(row)) };
    },
  );

  app.get<{ Params: { id: string } }>(
    '/stickerei/imports/:id',
    {
      config: { access: 'user' },
      schema: {
        tags,
        security,
        summary: 'One import of the caller: state and counters',
        params: idParams,
        response: { 200: importSchema, ...errors, 404: errorRef },
      },
    },
    async (request) => {
      const caller = requireCaller(request);
      return toDesignImport(await findImport(app.db, request.params.id, caller.userId));
    },
  );

  app.get<{
    Params: { id: string };
    Querystring: { state?: EntryState; cursor?: string; limit: number };
  }>(
    '/stickerei/imports/:id/entries',
    {
      config: { access: 'user' },
      schema: {
        tags,
        security,
        summary: "An import's entries in path order, optionally of one state, paged",
        params: idParams,
        querystring: {
          type: 'object',
          properties: {
            state: { type: 'string', enum: [...ENTRY_STATES] },
            cursor: { type: 'string', maxLength: 2000 },
            limit: integer(1, 500, { default: 100 }),
          },
          additionalProperties: false,
        },
        response: {
          200: objectOf({
            items: { type: 'array', items: entrySchema },
            nextCursor: { type: ['string', 'null'] },
          }),
          ...errors,
          404: errorRef,
        },
      },
    },
    async (request) => {
      const caller = requireCaller(request);
      await findImport(app.db, request.params.id, caller.userId);
      return listEntries(app.db, request.params.id, request.query);
    },
  );
}
