import type {
  AddDesignToCampaigns,
  AssociatedAuthor,
  AssociatedAuthorInput,
  CampaignDesign,
  CampaignDesignUpdate,
  CampaignListResponse,
  Redemption,
  RedemptionAnalytics,
  SponsoredCampaign,
  SponsoredCampaignInput,
  SponsoredCampaignUpdate,
  SponsorVisitResult,
} from '../domain/campaign.ts';
import type { RequestClient } from './request.ts';

/** Base path of the campaign endpoints (spec §7). */
export const CAMPAIGN_BASE = '/campaign';
const BASE = CAMPAIGN_BASE;
const id = (value: string) => encodeURIComponent(value);

/** `GET /api/campaign/active-sponsored-campaigns` (public; `redeemed` for a signed-in caller) */
export const listActiveCampaigns = (client: RequestClient, signal?: AbortSignal) =>
  client.get<CampaignListResponse<SponsoredCampaign>>(`${BASE}/active-sponsored-campaigns`, {
    signal,
  });

/** `GET /api/campaign/inactive-sponsored-campaigns` (ADMIN) */
export const listInactiveCampaigns = (client: RequestClient, signal?: AbortSignal) =>
  client.get<CampaignListResponse<SponsoredCampaign>>(`${BASE}/inactive-sponsored-campaigns`, {
    signal,
  });

/** `GET /api/campaign/sponsored-campaign/{id}` (public while active, else ADMIN) */
export const getCampaign = (client: RequestClient, campaignId: string) =>
  client.get<SponsoredCampaign>(`${BASE}/sponsored-campaign/${id(campaignId)}`);

/** `POST /api/campaign/add-sponsored-campaign` (ADMIN) */
export const addCampaign = (client: RequestClient, input: SponsoredCampaignInput) =>
  client.post<SponsoredCampaign>(`${BASE}/add-sponsored-campaign`, { json: input });

/** `PUT /api/campaign/update-sponsored-campaign` with the campaign's `id` in the body (ADMIN) */
export const updateCampaign = (client: RequestClient, update: SponsoredCampaignUpdate) =>
  client.put<SponsoredCampaign>(`${BASE}/update-sponsored-campaign`, { json: update });

/** `DELETE /api/campaign/delete-sponsored-campaign/{id}` (ADMIN) */
export const deleteCampaign = (client: RequestClient, campaignId: string) =>
  client.delete<void>(`${BASE}/delete-sponsored-campaign/${id(campaignId)}`);

/** `POST /api/campaign/create-associated-author` (ADMIN) */
export const createAuthor = (client: RequestClient, input: AssociatedAuthorInput) =>
  client.post<AssociatedAuthor>(`${BASE}/create-associated-author`, { json: input });

/** `GET /api/campaign/associated-authors` (ADMIN) */
export const listAuthors = (client: RequestClient) =>
  client.get<CampaignListResponse<AssociatedAuthor>>(`${BASE}/associated-authors`);

/** `GET /api/campaign/associated-author/{id}` (ADMIN) */
export const getAuthor = (client: RequestClient, authorId: string) =>
  client.get<AssociatedAuthor>(`${BASE}/associated-author/${id(authorId)}`);

/** `PUT /api/campaign/update-associated-author/{id}` (ADMIN) */
export const updateAuthor = (
  client: RequestClient,
  authorId: string,
  input: AssociatedAuthorInput,
) =>
  client.put<AssociatedAuthor>(`${BASE}/update-associated-author/${id(authorId)}`, { json: input });

/** `DELETE /api/campaign/delete-associated-author/{id}` (ADMIN; 409 while it has campaigns) */
export const deleteAuthor = (client: RequestClient, authorId: string) =>
  client.delete<void>(`${BASE}/delete-associated-author/${id(authorId)}`);

/** `POST /api/campaign/add-design-to-campaigns` (ADMIN) */
export const addDesignToCampaigns = (client: RequestClient, input: AddDesignToCampaigns) =>
  client.post<CampaignListResponse<CampaignDesign>>(`${BASE}/add-design-to-campaigns`, {
    json: input,
  });

/** `PATCH /api/campaign/update-sponsored-campaign-design/{id}` (ADMIN) */
export const updateCampaignDesign = (
  client: RequestClient,
  entryId: string,
  update: CampaignDesignUpdate,
) =>
  client.patch<CampaignDesign>(`${BASE}/update-sponsored-campaign-design/${id(entryId)}`, {
    json: update,
  });

/** `DELETE /api/campaign/delete-design-from-campaign/{id}` (ADMIN) */
export const deleteDesignFromCampaign = (client: RequestClient, entryId: string) =>
  client.delete<void>(`${BASE}/delete-design-from-campaign/${id(entryId)}`);

/**
 * `POST /api/campaign/redeem-campaign-design/{id}` (USER): the design joins the caller's files.
 * Rejects with status 409 when redeemed already, the limit is reached or the campaign is not
 * running, 404 when the entry is gone.
 */
export const redeemCampaignDesign = (client: RequestClient, entryId: string) =>
  client.post<Redemption>(`${BASE}/redeem-campaign-design/${id(entryId)}`);

/**
 * `GET /api/campaign/redeem-campaign-design/{id}/analytics` (ADMIN). `id` is a campaign, a
 * campaign entry or a library design; `from`/`to` are ISO dates (default: the last 30 days).
 */
export const getRedemptionAnalytics = (
  client: RequestClient,
  scopeId: string,
  range: { from?: string; to?: string } = {},
) =>
  client.get<RedemptionAnalytics>(`${BASE}/redeem-campaign-design/${id(scopeId)}/analytics`, {
    query: range,
  });

/** `POST /api/campaign/record-visit-sponsor/{id}` (anyone): a visit to the campaign's sponsor */
export const recordSponsorVisit = (client: RequestClient, campaignId: string) =>
  client.post<SponsorVisitResult>(`${BASE}/record-visit-sponsor/${id(campaignId)}`);
