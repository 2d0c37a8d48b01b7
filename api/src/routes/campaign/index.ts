import type { FastifyInstance } from 'fastify';
import authorLogoRoutes from './authorLogo.ts';
import authorRoutes from './authors.ts';
import campaignRoutes from './campaigns.ts';
import entryRoutes from './entries.ts';
import libraryRoutes from './library.ts';
import redemptionRoutes from './redemptions.ts';
import visitRoutes from './visits.ts';

/** `/api/campaign/*`: sponsored campaigns, associated authors, redemption, sponsor visits. */
export default async function campaignApi(app: FastifyInstance) {
  await app.register(
    async (campaign) => {
      await campaign.register(authorRoutes);
      await campaign.register(authorLogoRoutes);
      await campaign.register(campaignRoutes);
      await campaign.register(entryRoutes);
      await campaign.register(redemptionRoutes);
      await campaign.register(visitRoutes);
      await campaign.register(libraryRoutes);
    },
    { prefix: '/campaign' },
  );
}
