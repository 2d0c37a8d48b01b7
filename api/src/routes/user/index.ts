import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../../config.ts';
import { fetchAccountEmail } from '../../lib/cognitoUser.ts';
import { recordEvent } from '../../lib/events.ts';
import type { Caller } from '../../lib/tokenVerifier.ts';
import { requireCaller } from '../../plugins/auth.ts';
import { errorRef } from '../../lib/schemas.ts';

/**
 * `GET /api/user/profile`: the caller's profile, created on the first call. The site calls it
 * after every sign-in: a token whose session signed in later than any seen before records one
 * `sign_in` event (a refreshed token keeps its sign-in time; two calls at once record one). While
 * the profile has no e-mail address, each call looks for it (header `X-Id-Token`, else the user
 * pool); a call that cannot tell leaves it for the next one.
 */
export default async function userRoutes(
  app: FastifyInstance,
  opts: {
    cognito: Pick<Config['cognito'], 'endpoint' | 'region'>;
    /** The e-mail address in the caller's ID token (createIdTokenEmailReader). */
    readIdTokenEmail: (token: string, userId: string) => Promise<string | null>;
  },
) {
  // The caller's address: from the ID token the site sends along (no call to the pool), else
  // from the pool's GetUser for the access token. Null when neither can tell.
  async function accountEmail(request: FastifyRequest, caller: Caller): Promise<string | null> {
    const idToken = request.headers['x-id-token'];
    if (typeof idToken === 'string' && idToken !== '') {
      try {
        const email = await opts.readIdTokenEmail(idToken, caller.userId);
        if (email) return email;
      } catch (err) {
        request.log.warn({ err }, 'the ID token sent with the profile call was not used');
      }
    }
    const token = request.headers.authorization?.replace(/^Bearer\s+/i, '');
    if (!token) return null;
    try {
      return await fetchAccountEmail(opts.cognito, token);
    } catch (err) {
      request.log.warn({ err }, 'the user pool did not tell the account e-mail');
      return null;
    }
  }

  app.get(
    '/user/profile',
    {
      config: { access: 'user' },
      schema: {
        tags: ['user'],
        summary: "The caller's profile",
        security: [{ bearer: [] }],
        headers: {
          type: 'object',
          properties: {
            'x-id-token': {
              type: 'string',
              maxLength: 8192,
              description: "The caller's Cognito ID token: its e-mail address for the analytics",
            },
          },
        },
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
      if (caller.authTime !== undefined) {
        const signedIn = await app.db.query(
          `UPDATE app_user SET last_sign_in_at = to_timestamp($2)
           WHERE user_id = $1 AND (last_sign_in_at IS NULL OR last_sign_in_at < to_timestamp($2))
           RETURNING user_id`,
          [caller.userId, caller.authTime],
        );
        if (signedIn.rows.length > 0) {
          await recordEvent(app.db, 'sign_in', caller.userId, {
            at: new Date(caller.authTime * 1000).toISOString(),
          });
        }
      }
      if (row.email === null) {
        const email = await accountEmail(request, caller);
        if (email) {
          await app.db.query('UPDATE app_user SET email = $2 WHERE user_id = $1', [
            caller.userId,
            email,
          ]);
        }
      }
      return { userId: row.user_id, createdAt: new Date(row.created_at).toISOString() };
    },
  );
}
