import type { FastifyInstance } from 'fastify';
import type { DesignUpdate } from '@stickerei/shared/domain';
import { recordEvent } from '../../lib/events.ts';
import { requireCaller } from '../../plugins/auth.ts';
import { designDetail, updateDesign } from '../../library/designRepository.ts';
import { designDetailSchema, designUpdateSchema } from '../../library/schemas.ts';
import { errorRef } from '../../lib/schemas.ts';

const idParams = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'string', maxLength: 100 } },
} as const;

/** `GET` and `PATCH /api/stickerei/{id}`: one design; an own design's editable fields. */
export default async function designRoutes(app: FastifyInstance) {
  app.get<{ Params: { id: string } }>(
    '/stickerei/:id',
    {
      config: { access: 'public' },
      schema: {
        tags: ['stickerei'],
        summary: 'A library design, or an own design for its owner (404 otherwise)',
        params: idParams,
        response: { 200: designDetailSchema, 404: errorRef },
      },
    },
    async (request) => {
      const userId = request.caller?.userId ?? null;
      const detail = await designDetail(app.db, app.previewUrls, request.params.id, userId);
      await recordEvent(app.db, 'view', userId, { designId: detail.id });
      return detail;
    },
  );

  app.patch<{ Params: { id: string }; Body: DesignUpdate }>(
    '/stickerei/:id',
    {
      config: { access: 'user' },
      schema: {
        tags: ['stickerei'],
        summary: 'Renames an own design or changes its labels, categories, commercial use',
        security: [{ bearer: [] }],
        params: idParams,
        body: designUpdateSchema,
        response: {
          200: { $ref: 'DesignRecord#' },
          400: errorRef,
          401: errorRef,
          403: errorRef,
          404: errorRef,
        },
      },
    },
    async (request) => {
      const caller = requireCaller(request);
      return updateDesign(app.db, app.previewUrls, request.params.id, caller.userId, request.body);
    },
  );
}
