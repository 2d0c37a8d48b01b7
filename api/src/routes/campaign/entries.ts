import type { FastifyInstance } from 'fastify';
import type { AddDesignToCampaigns, CampaignDesignUpdate } from '@stickerei/shared/domain';
import {
  addDesignToCampaigns,
  deleteCampaignDesign,
  updateCampaignDesign,
} from '../../campaigns/campaignDesignRepository.ts';
import { loadEntries } from '../../campaigns/campaignRows.ts';
import { campaignWrite, viewerOf } from '../../campaigns/campaignWrite.ts';
import { campaignDesignSchema, errorRef, idParams, listOf } from '../../campaigns/schemas.ts';
import { notFound } from '../../lib/httpError.ts';

const tags = ['campaign'];
const security = [{ bearer: [] }];
const adminErrors = { 400: errorRef, 401: errorRef, 403: errorRef };
const uuid = { type: 'string', format: 'uuid' } as const;
const limit = { type: ['integer', 'null'], minimum: 1, maximum: 10_000_000 } as const;

/** The designs of campaigns: add one design to several campaigns, change an entry, remove it. */
export default async function entryRoutes(app: FastifyInstance) {
  app.post<{ Body: AddDesignToCampaigns }>(
    '/add-design-to-campaigns',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Add one library design to several campaigns (entries already there are kept)',
        security,
        body: {
          type: 'object',
          required: ['designId', 'campaignIds'],
          additionalProperties: false,
          properties: {
            designId: uuid,
            campaignIds: { type: 'array', minItems: 1, maxItems: 100, items: uuid },
            redemptionLimit: limit,
          },
        },
        response: { 201: listOf(campaignDesignSchema), ...adminErrors },
      },
    },
    async (request, reply) => {
      const ids = await campaignWrite(app, (tx) => addDesignToCampaigns(tx, request.body));
      const items = await loadEntries(app.db, { entryIds: ids }, viewerOf(request).userId);
      return reply.status(201).send({ items, total: items.length });
    },
  );

  app.patch<{ Params: { id: string }; Body: CampaignDesignUpdate }>(
    '/update-sponsored-campaign-design/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Change a campaign design: redemption limit (null for none), position',
        security,
        params: idParams,
        body: {
          type: 'object',
          additionalProperties: false,
          properties: {
            redemptionLimit: limit,
            position: { type: 'integer', minimum: 0, maximum: 100_000 },
          },
        },
        response: { 200: campaignDesignSchema, ...adminErrors, 404: errorRef },
      },
    },
    async (request) => {
      const { id } = request.params;
      await campaignWrite(app, (tx) => updateCampaignDesign(tx, id, request.body));
      const [entry] = await loadEntries(app.db, { entryIds: [id] }, viewerOf(request).userId);
      if (!entry) throw notFound(`No campaign design ${id}; it may have been removed.`);
      return entry;
    },
  );

  app.delete<{ Params: { id: string } }>(
    '/delete-design-from-campaign/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Remove a design from its campaign (its redemptions stay)',
        security,
        params: idParams,
        response: { 204: { type: 'null' }, ...adminErrors, 404: errorRef },
      },
    },
    async (request, reply) => {
      await campaignWrite(app, (tx) => deleteCampaignDesign(tx, request.params.id));
      return reply.status(204).send();
    },
  );
}
