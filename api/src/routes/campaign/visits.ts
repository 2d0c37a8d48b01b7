import type { FastifyInstance } from 'fastify';
import { viewerOf } from '../../campaigns/campaignWrite.ts';
import { errorRef, idParams } from '../../lib/schemas.ts';
import { recordVisit, visitorKey } from '../../campaigns/visits.ts';

/** Visits to a sponsor's site, counted once per visitor and window. */
export default async function visitRoutes(app: FastifyInstance) {
  app.post<{ Params: { id: string } }>(
    '/record-visit-sponsor/:id',
    {
      config: { access: 'public' },
      schema: {
        tags: ['campaign'],
        summary: 'Record a visit to the sponsor of a running campaign (anyone)',
        description:
          '`id` is the campaign id. Repeats of one visitor (user, or address and browser when anonymous) within 30 minutes count once (`counted: false`).',
        params: idParams,
        response: {
          200: {
            type: 'object',
            required: ['counted', 'website'],
            properties: { counted: { type: 'boolean' }, website: { type: 'string' } },
          },
          400: errorRef,
          401: errorRef,
          404: errorRef,
        },
      },
    },
    async (request) => {
      const viewer = viewerOf(request);
      const visitor = visitorKey({
        userId: viewer.userId,
        ip: request.ip,
        userAgent: request.headers['user-agent'] ?? '',
      });
      return app.db.transaction((tx) =>
        recordVisit(tx, {
          campaignId: request.params.id,
          visitor,
          userId: viewer.userId,
          admin: viewer.admin,
          now: new Date(),
        }),
      );
    },
  );
}
