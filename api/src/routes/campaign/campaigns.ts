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
  campaignInputSchema,
  campaignSchema,
  campaignUpdateSchema,
  errorRef,
  idParams,
  listOf,
} from '../../campaigns/schemas.ts';

const tags = ['campaign'];
const security = [{ bearer: [] }];
const adminErrors = { 400: errorRef, 401: errorRef, 403: errorRef };

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
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Campaigns not running: disabled, not started yet or ended',
        security,
        response: { 200: listOf(campaignSchema), ...adminErrors },
      },
    },
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
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Create a campaign (optionally with its designs)',
        security,
        body: campaignInputSchema,
        response: { 201: campaignSchema, ...adminErrors },
      },
    },
    async (request, reply) => {
      const id = await campaignWrite(app, (tx) => insertCampaign(tx, inputOf(request.body)));
      return reply.status(201).send(await getCampaign(app.db, id, viewerOf(request), new Date()));
    },
  );

  app.put<{ Body: SponsoredCampaignUpdate }>(
    '/update-sponsored-campaign',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary:
          'Replace a campaign’s fields (id in the body); designIds, when given, become its designs',
        security,
        body: campaignUpdateSchema,
        response: { 200: campaignSchema, ...adminErrors, 404: errorRef },
      },
    },
    async (request) => {
      const { id } = request.body;
      await campaignWrite(app, (tx) => updateCampaignRow(tx, id, inputOf(request.body)));
      return getCampaign(app.db, id, viewerOf(request), new Date());
    },
  );

  app.delete<{ Params: { id: string } }>(
    '/delete-sponsored-campaign/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Delete a campaign (its redemptions and visits stay in the figures)',
        security,
        params: idParams,
        response: { 204: { type: 'null' }, ...adminErrors, 404: errorRef },
      },
    },
    async (request, reply) => {
      await campaignWrite(app, (tx) => deleteCampaignRow(tx, request.params.id));
      return reply.status(204).send();
    },
  );
}
