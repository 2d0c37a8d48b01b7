import type { FastifyInstance } from 'fastify';
import { recordEvent } from '../../lib/events.ts';
import { requireCaller } from '../../plugins/auth.ts';
import { setFlag } from '../../library/designFlags.ts';

const errorRef = { $ref: 'ApiError#' };
const params = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'string', maxLength: 100 } },
} as const;
const body = {
  type: 'object',
  required: ['value'],
  additionalProperties: false,
  properties: { value: { type: 'boolean' } },
} as const;

/** `PUT /api/stickerei/{id}/favorite` and `/already-stitched` with `{ value }`. */
export default async function flagRoutes(app: FastifyInstance) {
  const errors = { 400: errorRef, 401: errorRef, 403: errorRef, 404: errorRef };
  app.put<{ Params: { id: string }; Body: { value: boolean } }>(
    '/stickerei/:id/favorite',
    {
      config: { access: 'user' },
      schema: {
        tags: ['stickerei'],
        summary: "Sets or clears the caller's favorite flag on a readable design",
        security: [{ bearer: [] }],
        params,
        body,
        response: {
          200: {
            type: 'object',
            required: ['favorite'],
            properties: { favorite: { type: 'boolean' } },
          },
          ...errors,
        },
      },
    },
    async (request) => {
      const { userId } = requireCaller(request);
      const { id } = request.params;
      const favorite = await setFlag(app.db, 'favorite', id, userId, request.body.value);
      await recordEvent(app.db, 'favorite', userId, { designId: id, value: favorite });
      return { favorite };
    },
  );

  app.put<{ Params: { id: string }; Body: { value: boolean } }>(
    '/stickerei/:id/already-stitched',
    {
      config: { access: 'user' },
      schema: {
        tags: ['stickerei'],
        summary: "Sets or clears the caller's already-stitched flag on a readable design",
        security: [{ bearer: [] }],
        params,
        body,
        response: {
          200: {
            type: 'object',
            required: ['already_stitched'],
            properties: { already_stitched: { type: 'boolean' } },
          },
          ...errors,
        },
      },
    },
    async (request) => {
      const { userId } = requireCaller(request);
      const value = await setFlag(
        app.db,
        'already_stitched',
        request.params.id,
        userId,
        request.body.value,
      );
      return { already_stitched: value };
    },
  );
}
