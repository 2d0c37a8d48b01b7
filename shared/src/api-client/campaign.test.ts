import { describe, expect, it, vi } from 'vitest';
import {
  addDesignToCampaigns,
  deleteAuthor,
  getRedemptionAnalytics,
  listActiveCampaigns,
  recordSponsorVisit,
  redeemCampaignDesign,
  updateAuthor,
  updateCampaign,
  updateCampaignDesign,
} from './campaign.ts';
import { createRequestClient } from './request.ts';

function recorder() {
  const calls: Array<{ method: string; url: string; body: unknown }> = [];
  const fetch = vi.fn(async (url: string, init: RequestInit) => {
    calls.push({
      method: init.method ?? 'GET',
      url,
      body: typeof init.body === 'string' ? JSON.parse(init.body) : init.body,
    });
    return new Response(JSON.stringify({}), { status: 200 });
  });
  const client = createRequestClient({
    baseUrl: '/api',
    fetch: fetch as unknown as typeof globalThis.fetch,
  });
  return { client, calls };
}

describe('campaign endpoints', () => {
  it('use the fixed spec §7 names with their verbs and bodies', async () => {
    const { client, calls } = recorder();
    await listActiveCampaigns(client);
    await updateCampaign(client, {
      id: 'c1',
      name: 'Spring',
      authorId: 'a1',
      startAt: '2026-05-01T00:00:00Z',
      endAt: '2026-05-08T00:00:00Z',
    });
    await addDesignToCampaigns(client, { designId: 'd1', campaignIds: ['c1', 'c2'] });
    await updateCampaignDesign(client, 'e/1', { redemptionLimit: null });
    await redeemCampaignDesign(client, 'e1');
    await recordSponsorVisit(client, 'c1');
    await updateAuthor(client, 'a1', { name: 'Studio', logo: null });
    await deleteAuthor(client, 'a1');
    await getRedemptionAnalytics(client, 'c1', { from: '2026-05-01' });
    expect(calls).toEqual([
      { method: 'GET', url: '/api/campaign/active-sponsored-campaigns', body: undefined },
      {
        method: 'PUT',
        url: '/api/campaign/update-sponsored-campaign',
        body: {
          id: 'c1',
          name: 'Spring',
          authorId: 'a1',
          startAt: '2026-05-01T00:00:00Z',
          endAt: '2026-05-08T00:00:00Z',
        },
      },
      {
        method: 'POST',
        url: '/api/campaign/add-design-to-campaigns',
        body: { designId: 'd1', campaignIds: ['c1', 'c2'] },
      },
      {
        method: 'PATCH',
        url: '/api/campaign/update-sponsored-campaign-design/e%2F1',
        body: { redemptionLimit: null },
      },
      { method: 'POST', url: '/api/campaign/redeem-campaign-design/e1', body: undefined },
      { method: 'POST', url: '/api/campaign/record-visit-sponsor/c1', body: undefined },
      {
        method: 'PUT',
        url: '/api/campaign/update-associated-author/a1',
        body: { name: 'Studio', logo: null },
      },
      { method: 'DELETE', url: '/api/campaign/delete-associated-author/a1', body: undefined },
      {
        method: 'GET',
        url: '/api/campaign/redeem-campaign-design/c1/analytics?from=2026-05-01',
        body: undefined,
      },
    ]);
  });
});
