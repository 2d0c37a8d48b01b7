import { describe, expect, it } from 'vitest';
import type { SponsoredCampaign } from '@stickerei/shared/domain';
import { createDataProvider } from '../dataProvider/index.ts';
import { routeTable } from '../routeTable.ts';

interface Sent {
  method: string;
  url: string;
  body: unknown;
}

function provider(respond: (sent: Sent) => unknown) {
  const sent: Sent[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const entry = {
      method: init?.method ?? 'GET',
      url: String(input),
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    sent.push(entry);
    const body = respond(entry);
    return body === undefined ? new Response(null, { status: 204 }) : Response.json(body);
  };
  return {
    dataProvider: createDataProvider({
      routes: routeTable,
      getToken: () => 't',
      fetch,
      sleep: async () => undefined,
    }),
    sent,
  };
}

const campaign = (id: string, name: string, startAt: string): SponsoredCampaign => ({
  id,
  name,
  description: '',
  authorId: 'a1',
  author: { id: 'a1', name: 'Studio', website: '', description: '', logoUrl: null },
  startAt,
  endAt: '2030-01-01T00:00:00.000Z',
  enabled: true,
  active: true,
  status: 'running',
  designs: [
    {
      id: `e-${id}`,
      campaignId: id,
      designId: `d-${id}`,
      position: 0,
      redemptionLimit: null,
      redemptionCount: 0,
      remaining: null,
      redeemed: false,
      redeemedDesignId: null,
      design: {} as SponsoredCampaign['designs'][number]['design'],
    },
  ],
  createdAt: startAt,
  updatedAt: startAt,
});

describe('campaign resources in the data provider', () => {
  it('list active or inactive campaigns, searched, sorted and paged in memory, with design ids', async () => {
    const items = [
      campaign('c1', 'Spring roses', '2026-03-01T00:00:00.000Z'),
      campaign('c2', 'Summer', '2026-06-01T00:00:00.000Z'),
      campaign('c3', 'Spring tulips', '2026-04-01T00:00:00.000Z'),
    ];
    const { dataProvider, sent } = provider(() => ({ items, total: 3 }));
    const result = await dataProvider.getList('campaigns', {
      pagination: { page: 1, perPage: 1 },
      sort: { field: 'startAt', order: 'DESC' },
      filter: { status: 'inactive', q: 'spring' },
    });
    expect(sent.map((s) => s.url)).toEqual(['/api/campaign/inactive-sponsored-campaigns']);
    expect(result.total).toBe(2);
    expect(result.data.map((c) => [c.id, c.designIds])).toEqual([['c3', ['d-c3']]]);
    await dataProvider.getList('campaigns', {
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'name', order: 'ASC' },
      filter: {},
    });
    expect(sent[1]?.url).toBe('/api/campaign/active-sponsored-campaigns');
  });

  it('create and update send the api’s input only, dates as ISO instants, the id in the body', async () => {
    const { dataProvider, sent } = provider(() => campaign('c9', 'X', '2026-03-01T00:00:00.000Z'));
    const form = {
      name: 'Spring',
      authorId: 'a1',
      description: 'Roses',
      startAt: '2026-03-01T10:00:00.000Z',
      endAt: '2026-03-31T10:00:00.000Z',
      enabled: false,
      designIds: ['d2', 'd1'],
      designs: [],
      stats: { redemptions: 1 },
    };
    await dataProvider.create('campaigns', { data: form });
    await dataProvider.update('campaigns', { id: 'c9', data: form, previousData: { id: 'c9' } });
    const input = {
      name: 'Spring',
      authorId: 'a1',
      description: 'Roses',
      startAt: '2026-03-01T10:00:00.000Z',
      endAt: '2026-03-31T10:00:00.000Z',
      enabled: false,
      designIds: ['d2', 'd1'],
    };
    expect(sent).toEqual([
      { method: 'POST', url: '/api/campaign/add-sponsored-campaign', body: input },
      {
        method: 'PUT',
        url: '/api/campaign/update-sponsored-campaign',
        body: { id: 'c9', ...input },
      },
    ]);
  });

  it('reach campaign entries, figures, the library and deletes by their endpoints', async () => {
    const { dataProvider, sent } = provider((s) =>
      s.url.startsWith('/api/stickerei/list')
        ? { items: [{ id: 'd1' }], total: 41 }
        : s.method === 'DELETE'
          ? undefined
          : { id: 'x' },
    );
    await dataProvider.update('campaign-designs', {
      id: 'e1',
      data: { redemptionLimit: null },
      previousData: { id: 'e1' },
    });
    await dataProvider.delete('campaign-designs', { id: 'e1' });
    await dataProvider.getOne('campaign-analytics', { id: 'c1' });
    const library = await dataProvider.getList('library-designs', {
      pagination: { page: 2, perPage: 12 },
      sort: { field: 'id', order: 'ASC' },
      filter: { q: 'rose' },
    });
    await dataProvider.delete('campaigns', { id: 'c1' });
    await dataProvider.delete('associated-authors', { id: 'a1' });
    await dataProvider.update('associated-authors', {
      id: 'a1',
      data: { name: 'Studio', logo: null, logoUrl: '/x' },
      previousData: { id: 'a1' },
    });
    expect(sent.map(({ method, url, body }) => [method, url, body])).toEqual([
      ['PATCH', '/api/campaign/update-sponsored-campaign-design/e1', { redemptionLimit: null }],
      ['DELETE', '/api/campaign/delete-design-from-campaign/e1', undefined],
      ['GET', '/api/campaign/redeem-campaign-design/c1/analytics', undefined],
      ['GET', '/api/stickerei/list?q=rose&page=2&pageSize=12', undefined],
      ['DELETE', '/api/campaign/delete-sponsored-campaign/c1', undefined],
      ['DELETE', '/api/campaign/delete-associated-author/a1', undefined],
      [
        'PUT',
        '/api/campaign/update-associated-author/a1',
        { name: 'Studio', website: '', description: '', logo: null },
      ],
    ]);
    expect(library).toEqual({ data: [{ id: 'd1' }], total: 41 });
  });
});
