import type { FastifyInstance } from 'fastify';
import { errorRef } from '../../lib/schemas.ts';
import { requireCaller } from '../../plugins/auth.ts';
import { quotaUsageSchema } from '../../quotas/schemas.ts';

/** `GET /api/user/quota`: what the caller's originals take and what is left (docs/quotas.md). */
export default async function userQuotaRoutes(app: FastifyInstance) {
  app.get(
    '/user/quota',
    {
      config: { access: 'user' },
      schema: {
        tags: ['user'],
        summary: 'My storage: bytes and files used, my quota and what is left',
        description:
          'The files of my designs and my uploads waiting for processing count; previews and conversions do not. An upload or import that would go over the quota is refused with 413, code QUOTA_EXCEEDED.',
        security: [{ bearer: [] }],
        response: { 200: quotaUsageSchema, 401: errorRef, 403: errorRef },
      },
    },
    async (request) => app.quotas.usage(requireCaller(request).userId),
  );
}
