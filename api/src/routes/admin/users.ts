import type { FastifyInstance } from 'fastify';
import type { QuotaChange } from '@stickerei/shared/domain';
import { notFound } from '../../lib/httpError.ts';
import { adminErrors, errorRef, security } from '../../admin/schemas.ts';
import { setQuota } from '../../quotas/quotaRepository.ts';
import { quotaChangeSchema, quotaUsageSchema } from '../../quotas/schemas.ts';

const tags = ['admin'];
const config = { access: 'admin' } as const;
const userParams = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'string', minLength: 1, maxLength: 200 } },
} as const;

/** `/api/admin/users/{id}/quota` (ADMIN): a user's usage, and their quota changed. */
export default async function adminUserRoutes(app: FastifyInstance) {
  const known = async (id: string) => {
    const { rows } = await app.db.query('SELECT 1 FROM app_user WHERE user_id = $1', [id]);
    if (rows.length === 0) throw notFound('No user has this id.');
  };

  app.get<{ Params: { id: string } }>(
    '/admin/users/:id/quota',
    {
      config,
      schema: {
        tags,
        summary: "A user's storage: bytes and files used, their quota and what is left",
        security,
        params: userParams,
        response: { 200: quotaUsageSchema, ...adminErrors, 404: errorRef },
      },
    },
    async (request) => {
      await known(request.params.id);
      return app.quotas.usage(request.params.id);
    },
  );

  app.put<{ Params: { id: string }; Body: QuotaChange }>(
    '/admin/users/:id/quota',
    {
      config,
      schema: {
        tags,
        summary: "Changes a user's quota (null for a limit: the default again)",
        description:
          'A quota below the usage keeps every file; the user can store nothing more until they delete enough.',
        security,
        params: userParams,
        body: quotaChangeSchema,
        response: { 200: quotaUsageSchema, ...adminErrors, 404: errorRef },
      },
    },
    async (request) => {
      await known(request.params.id);
      await setQuota(app.db, request.params.id, {
        bytes: request.body.quotaBytes,
        files: request.body.quotaFiles,
      });
      return app.quotas.usage(request.params.id);
    },
  );
}
