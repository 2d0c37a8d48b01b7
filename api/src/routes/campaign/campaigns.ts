import type { FastifyInstance } from 'fastify';
import type { SponsoredCampaignInput, SponsoredCampaignUpdate } from '@stickerei/shared/domain';
import {
  deleteCampaignRow,
  getCampaign,
  insertCampaign,
  listCampaigns,
  updateCampaignRow,
} from '../../campaigns/campaignRepository.ts';
import { campaignWrite, viewerOf } from '../../campaigns/campaignWrite.ts';
import {
  adminRoute,
  campaignInputSchema,
  campaignSchema,
  campaignUpdateSchema,
  listOf,
} from '../../campaigns/schemas.ts';
import { errorRef, idParams } from '../../lib/schemas.ts';

const tags = ['campaign'];

const inputOf = (body: SponsoredCampaignInput): SponsoredCampaignInput => ({
  name: body.name.trim(),
  authorId: body.authorId,
  description: body.description ?? '',
  startAt: body.startAt,
  endAt: body.endAt,
  enabled: body.enabled ?? true,
  designIds: body.designIds,
});

/** Sponsored campaigns: the active and inactive lists, one campaign, create, update, delete. */
export default async function campaignRoutes(app: FastifyInstance) {
  app.get(
    '/active-sponsored-campaigns',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Campaigns running now, with their designs',
        description:
          'Anyone may read it. For a signed-in caller every design says whether it was redeemed; admins also get figures.',
        response: { 200: listOf(campaignSchema), 401: errorRef },
      },
    },
    async (request) => {
      const items = await listCampaigns(app.db, 'active', viewerOf(request), new Date());
      return { items, total: items.length };
    },
  );

  app.get(
    '/inactive-sponsored-campaigns',
    adminRoute('Campaigns not running: disabled, not started yet or ended', {
      response: { 200: listOf(campaignSchema) },
    }),
    async (request) => {
      const items = await listCampaigns(app.db, 'inactive', viewerOf(request), new Date());
      return { items, total: items.length };
    },
  );

  app.get<{ Params: { id: string } }>(
    '/sponsored-campaign/:id',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'One campaign (anyone while it runs, admins always)',
        params: idParams,
        response: { 200: campaignSchema, 400: errorRef, 401: errorRef, 404: errorRef },
      },
    },
    async (request) => getCampaign(app.db, request.params.id, viewerOf(request), new Date()),
  );

  app.post<{ Body: SponsoredCampaignInput }>(
    '/add-sponsored-campaign',
    adminRoute('Create a campaign (optionally with its designs)', {
      body: campaignInputSchema,
      response: { 201: campaignSchema },
    }),
    async (request, reply) => {
      const id = await campaignWrite(app, (tx) => insertCampaign(tx, inputOf(request.body)));
      return reply.status(201).send(await getCampaign(app.db, id, viewerOf(request), new Date()));
    },
  );

  app.put<{ Body: SponsoredCampaignUpdate }>(
    '/update-sponsored-campaign',
    adminRoute(
      'Replace a campaign’s fields (id in the body); designIds, when given, become its designs',
      { body: campaignUpdateSchema, response: { 200: campaignSchema, 404: errorRef } },
    ),
    async (request) => {
      const { id } = request.body;
      await campaignWrite(app, (tx) => updateCampaignRow(tx, id, inputOf(request.body)));
      return getCampaign(app.db, id, viewerOf(request), new Date());
    },
  );

  app.delete<{ Params: { id: string } }>(
    '/delete-sponsored-campaign/:id',
    adminRoute('Delete a campaign (its redemptions and visits stay in the figures)', {
      params: idParams,
      response: { 204: { type: 'null' }, 404: errorRef },
    }),
    async (request, reply) => {
      await campaignWrite(app, (tx) => deleteCampaignRow(tx, request.params.id));
      return reply.status(204).send();
    },
  );
}
