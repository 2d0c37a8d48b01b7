import type { FastifyInstance } from 'fastify';
import { recordEvent } from '../../lib/events.ts';
import { errorRef } from '../../lib/schemas.ts';
import { requireCaller } from '../../plugins/auth.ts';
import { setFlag, type FlagTable } from '../../library/designFlags.ts';

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
const errors = { 400: errorRef, 401: errorRef, 403: errorRef, 404: errorRef };

// Each flag: its URL (and name in the summary), its table (and name on the wire). Setting a
// favorite is an event of the analytics (DESIGN.md §4); "already stitched" is not.
const FLAGS: Array<{ path: string; table: FlagTable; recorded: boolean }> = [
  { path: 'favorite', table: 'favorite', recorded: true },
  { path: 'already-stitched', table: 'already_stitched', recorded: false },
];

/** `PUT /api/stickerei/{id}/favorite` and `/already-stitched` with `{ value }`. */
export default async function flagRoutes(app: FastifyInstance) {
  for (const flag of FLAGS) {
    app.put<{ Params: { id: string }; Body: { value: boolean } }>(
      `/stickerei/:id/${flag.path}`,
      {
        config: { access: 'user' },
        schema: {
          tags: ['stickerei'],
          summary: `Sets or clears the caller's ${flag.path} flag on a readable design`,
          security: [{ bearer: [] }],
          params,
          body,
          response: {
            200: {
              type: 'object',
              required: [flag.table],
              properties: { [flag.table]: { type: 'boolean' } },
            },
            ...errors,
          },
        },
      },
      async (request) => {
        const { userId } = requireCaller(request);
        const { id } = request.params;
        const value = await setFlag(app.db, flag.table, id, userId, request.body.value);
        if (flag.recorded) await recordEvent(app.db, 'favorite', userId, { designId: id, value });
        return { [flag.table]: value };
      },
    );
  }
}
