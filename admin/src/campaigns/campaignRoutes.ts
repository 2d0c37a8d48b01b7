import type { RaRecord } from 'react-admin';
import type {
  CampaignListResponse,
  DesignListResponse,
  RedemptionAnalytics,
  SponsoredCampaign,
  SponsoredCampaignInput,
} from '@stickerei/shared/domain';
import type { ResourceRoutes } from '../dataProvider/resourceRoutes.ts';
import { listInMemory } from './listInMemory.ts';

/** A campaign as the admin's forms hold it: the api's campaign plus its design ids in order. */
export type CampaignRecord = SponsoredCampaign & { designIds: string[] };

const BASE = '/campaign';
const enc = encodeURIComponent;

export function toCampaignRecord(campaign: SponsoredCampaign): CampaignRecord {
  return { ...campaign, designIds: campaign.designs.map((d) => d.designId) };
}

// Form values to the api's input: dates as ISO instants, only the fields the api takes.
export function campaignInput(data: Partial<CampaignRecord>): SponsoredCampaignInput {
  const iso = (value: unknown) => (value ? new Date(String(value)).toISOString() : '');
  return {
    name: String(data.name ?? ''),
    authorId: String(data.authorId ?? ''),
    description: String(data.description ?? ''),
    startAt: iso(data.startAt),
    endAt: iso(data.endAt),
    enabled: data.enabled ?? true,
    designIds: data.designIds ?? [],
  };
}

/** `campaigns`: active or inactive list (filter `status`), one, create, update, delete. */
export const campaignRoutes: ResourceRoutes = {
  getList: {
    call: ({ filter }) => ({
      method: 'GET',
      path: `${BASE}/${filter?.status === 'inactive' ? 'inactive' : 'active'}-sponsored-campaigns`,
    }),
    result: (body, params) =>
      listInMemory(
        (body as CampaignListResponse<SponsoredCampaign>).items.map(toCampaignRecord),
        params,
        ['name', 'author.name', 'description'],
      ),
  },
  getOne: {
    call: ({ id }) => ({ method: 'GET', path: `${BASE}/sponsored-campaign/${enc(String(id))}` }),
    result: (body) => ({ data: toCampaignRecord(body as SponsoredCampaign) }),
  },
  create: {
    call: ({ data }) => ({
      method: 'POST',
      path: `${BASE}/add-sponsored-campaign`,
      json: campaignInput(data),
    }),
    result: (body) => ({ data: toCampaignRecord(body as SponsoredCampaign) }),
  },
  update: {
    call: ({ id, data }) => ({
      method: 'PUT',
      path: `${BASE}/update-sponsored-campaign`,
      json: { id, ...campaignInput(data as Partial<CampaignRecord>) },
    }),
    result: (body) => ({ data: toCampaignRecord(body as SponsoredCampaign) }),
  },
  delete: {
    call: ({ id }) => ({
      method: 'DELETE',
      path: `${BASE}/delete-sponsored-campaign/${enc(String(id))}`,
    }),
  },
};

/** `campaign-designs`: a design's entry in a campaign (limit, position), removable. */
export const campaignDesignRoutes: ResourceRoutes = {
  update: {
    call: ({ id, data }) => ({
      method: 'PATCH',
      path: `${BASE}/update-sponsored-campaign-design/${enc(String(id))}`,
      json: {
        ...('redemptionLimit' in data ? { redemptionLimit: data.redemptionLimit ?? null } : {}),
        ...(typeof data.position === 'number' ? { position: data.position } : {}),
      },
    }),
  },
  delete: {
    call: ({ id }) => ({
      method: 'DELETE',
      path: `${BASE}/delete-design-from-campaign/${enc(String(id))}`,
    }),
  },
};

/** `campaign-analytics`: redemption and visit figures of a campaign (getOne by campaign id). */
export const campaignAnalyticsRoutes: ResourceRoutes = {
  getOne: {
    call: ({ id, meta }) => ({
      method: 'GET',
      path: `${BASE}/redeem-campaign-design/${enc(String(id))}/analytics`,
      query: { from: meta?.from, to: meta?.to },
    }),
    result: (body) => ({ data: body as RedemptionAnalytics }),
  },
};

/** `library-designs`: the public library for the design picker (`GET /api/stickerei/list`). */
export const libraryDesignRoutes: ResourceRoutes = {
  getList: {
    call: ({ pagination, filter }) => ({
      method: 'GET',
      path: '/stickerei/list',
      query: { q: filter?.q, page: pagination?.page, pageSize: pagination?.perPage },
    }),
    result: (body) => {
      const list = body as DesignListResponse;
      return { data: list.items as unknown as RaRecord[], total: list.total };
    },
  },
  getOne: {
    call: ({ id }) => ({ method: 'GET', path: `/stickerei/${enc(String(id))}` }),
  },
};
