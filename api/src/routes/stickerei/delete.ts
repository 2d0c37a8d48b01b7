import type { FastifyInstance } from 'fastify';
import { requireCaller } from '../../plugins/auth.ts';
import { deleteStoredFiles, removeDesigns } from '../../library/deleteDesigns.ts';
import { errorRef } from '../../lib/schemas.ts';

/** `POST /api/stickerei/delete` with `{ ids }`: removes own designs, their files and previews. */
export default async function deleteRoute(app: FastifyInstance) {
  app.post<{ Body: { ids: string[] } }>(
    '/stickerei/delete',
    {
      config: { access: 'user' },
      schema: {
        tags: ['stickerei'],
        summary: "Deletes the caller's own designs among ids (others are left alone)",
        security: [{ bearer: [] }],
        body: {
          type: 'object',
          required: ['ids'],
          additionalProperties: false,
          properties: {
            ids: {
              type: 'array',
              minItems: 1,
              maxItems: 500,
              items: { type: 'string', format: 'uuid' },
            },
          },
        },
        response: {
          200: {
            type: 'object',
            required: ['deleted'],
            properties: { deleted: { type: 'array', items: { type: 'string' } } },
          },
          400: errorRef,
          401: errorRef,
          403: errorRef,
        },
      },
    },
    async (request) => {
      const { userId } = requireCaller(request);
      const removed = await removeDesigns(app.db, [...new Set(request.body.ids)], userId);
      await deleteStoredFiles(app.storage, removed, request.log);
      return { deleted: removed.map((r) => r.id) };
    },
  );
}
