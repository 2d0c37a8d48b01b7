import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.ts';
import { fetchAccountEmail } from '../../lib/cognitoUser.ts';
import { requireCaller } from '../../plugins/auth.ts';

const errorRef = { $ref: 'ApiError#' };

/**
 * `GET /api/user/profile`: the caller's profile, created on the first call. While the profile has
 * no e-mail address, each call asks the user pool for it (the site calls this after every
 * sign-in); a pool that cannot answer leaves it for the next call.
 */
export default async function userRoutes(
  app: FastifyInstance,
  opts: { cognito: Pick<Config['cognito'], 'endpoint' | 'region'> },
) {
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
      const { rows } = await app.db.query<{
        user_id: string;
        created_at: Date | string;
        email: string | null;
      }>(
        `INSERT INTO app_user (user_id, username) VALUES ($1, $2)
         ON CONFLICT (user_id) DO UPDATE SET last_active_at = now()
         RETURNING user_id, created_at, email`,
        [caller.userId, caller.username],
      );
      const row = rows[0];
      if (!row) throw new Error('profile upsert returned no row');
      const token = request.headers.authorization?.replace(/^Bearer\s+/i, '');
      if (row.email === null && token) {
        try {
          const email = await fetchAccountEmail(opts.cognito, token);
          if (email) {
            await app.db.query('UPDATE app_user SET email = $2 WHERE user_id = $1', [
              caller.userId,
              email,
            ]);
          }
        } catch (err) {
          request.log.warn({ err }, 'the user pool did not tell the account e-mail');
        }
      }
      return { userId: row.user_id, createdAt: new Date(row.created_at).toISOString() };
    },
  );
}
