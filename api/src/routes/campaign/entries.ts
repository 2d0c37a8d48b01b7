import type { FastifyInstance } from 'fastify';
import type { AddDesignToCampaigns, CampaignDesignUpdate } from '@stickerei/shared/domain';
import {
  addDesignToCampaigns,
  deleteCampaignDesign,
  updateCampaignDesign,
} from '../../campaigns/campaignDesignRepository.ts';
import { loadEntries } from '../../campaigns/campaignRows.ts';
import { campaignWrite, viewerOf } from '../../campaigns/campaignWrite.ts';
import { adminRoute, campaignDesignSchema, listOf } from '../../campaigns/schemas.ts';
import { notFound } from '../../lib/httpError.ts';
import { errorRef, idParams, integer, uuid } from '../../lib/schemas.ts';

const limit = { type: ['integer', 'null'], minimum: 1, maximum: 10_000_000 } as const;

/** The designs of campaigns: add one design to several campaigns, change an entry, remove it. */
export default async function entryRoutes(app: FastifyInstance) {
  app.post<{ Body: AddDesignToCampaigns }>(
    '/add-design-to-campaigns',
    adminRoute('Add one library design to several campaigns (entries already there are kept)', {
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
      response: { 201: listOf(campaignDesignSchema) },
    }),
    async (request, reply) => {
      const ids = await campaignWrite(app, (tx) => addDesignToCampaigns(tx, request.body));
      const items = await loadEntries(app.db, { entryIds: ids }, viewerOf(request).userId);
      return reply.status(201).send({ items, total: items.length });
    },
  );

  app.patch<{ Params: { id: string }; Body: CampaignDesignUpdate }>(
    '/update-sponsored-campaign-design/:id',
    adminRoute('Change a campaign design: redemption limit (null for none), position', {
      params: idParams,
      body: {
        type: 'object',
        additionalProperties: false,
        properties: { redemptionLimit: limit, position: integer(0, 100_000) },
      },
      response: { 200: campaignDesignSchema, 404: errorRef },
    }),
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
    adminRoute('Remove a design from its campaign (its redemptions stay)', {
      params: idParams,
      response: { 204: { type: 'null' }, 404: errorRef },
    }),
    async (request, reply) => {
      await campaignWrite(app, (tx) => deleteCampaignDesign(tx, request.params.id));
      return reply.status(204).send();
    },
  );
}
