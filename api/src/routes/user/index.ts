import type { FastifyInstance } from 'fastify';
import { requireCaller } from '../../plugins/auth.ts';

const errorRef = { $ref: 'ApiError#' };

/** `GET /api/user/profile`: the caller's profile, created on the first call. */
export default async function userRoutes(app: FastifyInstance) {
  app.get(
    '/user/profile',
    {
      config: { access: 'user' },
      schema: {
        tags: ['user'],
        summary: "The caller's profile",
        security: [{ bearer: [] }],
        response: {
          200: {
            type: 'object',
            required: ['userId', 'createdAt'],
            properties: {
              userId: { type: 'string' },
              createdAt: { type: 'string', format: 'date-time' },
            },
          },
          401: errorRef,
          403: errorRef,
        },
      },
    },
    async (request) => {
      const caller = requireCaller(request);
      const { rows } = await app.db.query<{ user_id: string; created_at: Date | string }>(
        `INSERT INTO app_user (user_id, username) VALUES ($1, $2)
         ON CONFLICT (user_id) DO UPDATE SET last_active_at = now()
         RETURNING user_id, created_at`,
        [caller.userId, caller.username],
      );
      const row = rows[0];
      if (!row) throw new Error('profile upsert returned no row');
      return { userId: row.user_id, createdAt: new Date(row.created_at).toISOString() };
    },
  );
}
