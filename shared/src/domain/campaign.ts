import type { DesignRecord } from './design.ts';

/** Logos of associated authors: the image types accepted (checked by their bytes). */
export const LOGO_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/svg+xml'] as const;
export type LogoType = (typeof LOGO_TYPES)[number];
/** Largest logo the api accepts, in bytes. */
export const LOGO_MAX_BYTES = 512 * 1024;

/** Repeated sponsor visits of one visitor within this window count once. */
export const SPONSOR_VISIT_WINDOW_MS = 30 * 60 * 1000;

/** A designer who sponsors campaigns (`/api/campaign/associated-authors`). */
export interface AssociatedAuthor {
  id: string;
  name: string;
  website: string;
  description: string;
  /** Where the logo is served, null without one; changes when the logo changes. */
  logoUrl: string | null;
  /** Campaigns of this author; an author with campaigns cannot be deleted. */
  campaignCount: number;
  createdAt: string;
  updatedAt: string;
}

/**
 * What an admin sends to create or update an author. `logo` is a `data:` URL of a PNG, JPEG,
 * WebP or SVG image; on update, null removes the logo and leaving it out keeps it.
 */
export interface AssociatedAuthorInput {
  name: string;
  website?: string;
  description?: string;
  logo?: string | null;
}

/** Where a campaign is in its life: not enabled, before its start, running, after its end. */
export const CAMPAIGN_STATUSES = ['disabled', 'scheduled', 'running', 'ended'] as const;
export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number];

/** One design of a campaign, with its redemption rule and, for a signed-in caller, its state. */
export interface CampaignDesign {
  /** Id of the entry (what redeem, update and delete take), not of the design. */
  id: string;
  campaignId: string;
  designId: string;
  /** Order within the campaign, ascending. */
  position: number;
  /** Most redemptions allowed; null for no limit. */
  redemptionLimit: number | null;
  redemptionCount: number;
  /** Redemptions left under the limit; null without a limit. */
  remaining: number | null;
  /** The caller redeemed this design already (false when anonymous). */
  redeemed: boolean;
  /** The caller's copy in their files, when redeemed and still there. */
  redeemedDesignId: string | null;
  /** The library design with its preview URL, size and formats. */
  design: DesignRecord;
}

/** Figures of a campaign, for admins only. */
export interface CampaignStats {
  redemptions: number;
  uniqueUsers: number;
  /** Counted sponsor visits (repeats within the window count once). */
  visits: number;
}

/** A sponsored campaign as the api sends it. */
export interface SponsoredCampaign {
  id: string;
  name: string;
  description: string;
  authorId: string;
  author: Pick<AssociatedAuthor, 'id' | 'name' | 'website' | 'description' | 'logoUrl'>;
  /** ISO date-times; the campaign runs from `startAt` (inclusive) to `endAt` (exclusive). */
  startAt: string;
  endAt: string;
  enabled: boolean;
  /** Enabled and now within start and end. */
  active: boolean;
  status: CampaignStatus;
  designs: CampaignDesign[];
  /** Present for admins. */
  stats?: CampaignStats;
  createdAt: string;
  updatedAt: string;
}

/**
 * What an admin sends to create a campaign, or (with its `id`) to update one. `designIds`, when
 * given, becomes the campaign's designs in that order: entries already there keep their limit
 * and redemptions, others are added, missing ones removed.
 */
export interface SponsoredCampaignInput {
  name: string;
  authorId: string;
  description?: string;
  startAt: string;
  endAt: string;
  enabled?: boolean;
  designIds?: string[];
}

export interface SponsoredCampaignUpdate extends SponsoredCampaignInput {
  id: string;
}

/** A list of campaigns or authors. */
export interface CampaignListResponse<T> {
  items: T[];
  total: number;
}

/** `add-design-to-campaigns`: one library design into several campaigns. */
export interface AddDesignToCampaigns {
  designId: string;
  campaignIds: string[];
  /** Limit for the new entries; null or absent for none. */
  redemptionLimit?: number | null;
}

/** `update-sponsored-campaign-design/{id}`: fields left out stay as they are. */
export interface CampaignDesignUpdate {
  redemptionLimit?: number | null;
  position?: number;
}

/** The answer of a redemption: the copy now in the caller's files. */
export interface Redemption {
  id: string;
  campaignId: string;
  campaignDesignId: string;
  /** The library design redeemed. */
  sourceDesignId: string;
  /** The caller's copy (open it at `/files/{designId}`). */
  designId: string;
  redeemedAt: string;
}

/** The answer of `record-visit-sponsor/{id}`. */
export interface SponsorVisitResult {
  /** False when the same visitor was counted within the window already. */
  counted: boolean;
  /** The sponsor's site to open. */
  website: string;
}

/** What `redeem-campaign-design/{id}/analytics` describes: a campaign, an entry or a design. */
export type RedemptionAnalyticsScope = 'campaign' | 'campaign-design' | 'design';

export interface DayCount {
  /** `YYYY-MM-DD` in UTC. */
  day: string;
  count: number;
}

/** Redemption (and, for campaigns, visit) figures (`redeem-campaign-design/{id}/analytics`). */
export interface RedemptionAnalytics {
  scope: RedemptionAnalyticsScope;
  id: string;
  from: string;
  to: string;
  redemptions: number;
  uniqueUsers: number;
  /** Every day from `from` to `to`, zero days included. */
  perDay: DayCount[];
  byCampaign: Array<{ campaignId: string; name: string; redemptions: number; uniqueUsers: number }>;
  byDesign: Array<{ designId: string; name: string; redemptions: number }>;
  /** Sponsor visits of the campaigns in scope over the same days. */
  visits: { total: number; perDay: DayCount[] };
}

/**
 * Where a campaign is in its life at `now`: `disabled` unless enabled, else `scheduled` before
 * its start, `running` from its start until (not including) its end, then `ended`.
 * @param campaign its enabled flag and ISO start and end
 * @param now epoch milliseconds
 * @returns the status; a campaign is active exactly when it is `running`
 */
export function campaignStatus(
  campaign: Pick<SponsoredCampaign, 'enabled' | 'startAt' | 'endAt'>,
  now: number = Date.now(),
): CampaignStatus {
  if (!campaign.enabled) return 'disabled';
  if (now < Date.parse(campaign.startAt)) return 'scheduled';
  if (now < Date.parse(campaign.endAt)) return 'running';
  return 'ended';
}
