import type { FastifyInstance } from 'fastify';
import { redemptionAnalytics } from '../../campaigns/analytics.ts';
import { redeem } from '../../campaigns/redemption.ts';
import { adminRoute, analyticsSchema, redemptionSchema } from '../../campaigns/schemas.ts';
import { errorRef, idParams } from '../../lib/schemas.ts';
import { requireCaller } from '../../plugins/auth.ts';

const tags = ['campaign'];
const security = [{ bearer: [] }];

/** Redeeming a campaign design, and the redemption figures. */
export default async function redemptionRoutes(app: FastifyInstance) {
  app.post<{ Params: { id: string } }>(
    '/redeem-campaign-design/:id',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Redeem a campaign design: a copy joins the caller’s files (once per design)',
        description:
          '`id` is the campaign design (entry) id. 409 with code ALREADY_REDEEMED, CAMPAIGN_ENDED, CAMPAIGN_NOT_ACTIVE or REDEMPTION_LIMIT_REACHED; 404 when the design left the campaign.',
        security,
        params: idParams,
        response: {
          201: redemptionSchema,
          400: errorRef,
          401: errorRef,
          403: errorRef,
          404: errorRef,
          409: errorRef,
        },
      },
    },
    async (request, reply) => {
      const { userId } = requireCaller(request);
      const redemption = await app.db.transaction((tx) =>
        redeem(tx, { entryId: request.params.id, userId, storage: app.storage, now: new Date() }),
      );
      return reply.status(201).send(redemption);
    },
  );

  app.get<{ Params: { id: string }; Querystring: { from?: string; to?: string } }>(
    '/redeem-campaign-design/:id/analytics',
    adminRoute('Redemptions per day, by campaign and design, unique users, sponsor visits', {
      description:
        '`id` is a campaign, a campaign design (entry) or a library design. Days are UTC; the default range is a campaign’s own days up to today, else the last 30 days (at most 366).',
      params: idParams,
      querystring: {
        type: 'object',
        additionalProperties: false,
        properties: {
          from: { type: 'string', format: 'date' },
          to: { type: 'string', format: 'date' },
        },
      },
      response: { 200: analyticsSchema, 404: errorRef },
    }),
    async (request) => redemptionAnalytics(app.db, request.params.id, request.query, new Date()),
  );
}
