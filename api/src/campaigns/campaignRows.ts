import {
  campaignStatus,
  type CampaignDesign,
  type CampaignStats,
  type SponsoredCampaign,
} from '@stickerei/shared/domain';
import type { Queryable } from '../lib/db.ts';
import { logoUrl } from './authorRepository.ts';
import { designColumns, designRecord, type DesignColumns } from './designRecord.ts';

export interface CampaignRow {
  id: string;
  name: string;
  description: string;
  author_id: string;
  start_at: Date | string;
  end_at: Date | string;
  enabled: boolean;
  created_at: Date | string;
  updated_at: Date | string;
  author_name: string;
  author_website: string;
  author_description: string;
  author_logo_key: string | null;
}

export const CAMPAIGN_SELECT = `SELECT c.id, c.name, c.description, c.author_id, c.start_at,
  c.end_at, c.enabled, c.created_at, c.updated_at, a.name AS author_name,
  a.website AS author_website, a.description AS author_description,
  a.logo_key AS author_logo_key
  FROM sponsored_campaign c JOIN associated_author a ON a.id = c.author_id`;

/** SQL condition "campaign `c` is active at $1". */
export const ACTIVE_AT = 'c.enabled AND c.start_at <= $1 AND c.end_at > $1';

interface EntryRow extends DesignColumns {
  id: string;
  campaign_id: string;
  design_id: string;
  position: number;
  redemption_limit: number | null;
  redemption_count: number;
  redeemed: boolean;
  copy_design_id: string | null;
}

const iso = (value: Date | string) => new Date(value).toISOString();

function toEntry(row: EntryRow): CampaignDesign {
  const count = Number(row.redemption_count);
  return {
    id: row.id,
    campaignId: row.campaign_id,
    designId: row.design_id,
    position: row.position,
    redemptionLimit: row.redemption_limit,
    redemptionCount: count,
    remaining: row.redemption_limit === null ? null : Math.max(0, row.redemption_limit - count),
    redeemed: row.redeemed,
    redeemedDesignId: row.copy_design_id,
    design: designRecord(row),
  };
}

/**
 * The entries of the given campaigns in campaign order (or of the given entry ids in their
 * order), with the caller's redemption state and marks; `userId` null for an anonymous caller.
 */
export async function loadEntries(
  db: Queryable,
  filter: { campaignIds?: string[]; entryIds?: string[] },
  userId: string | null,
): Promise<CampaignDesign[]> {
  const byEntry = filter.entryIds !== undefined;
  const { rows } = await db.query<EntryRow>(
    `SELECT cd.id, cd.campaign_id, cd.design_id, cd.position, cd.redemption_limit,
       (SELECT count(*) FROM redemption x WHERE x.campaign_design_id = cd.id) AS redemption_count,
       (r.id IS NOT NULL) AS redeemed, r.copy_design_id, ${designColumns('$2')}
     FROM campaign_design cd
     JOIN design d ON d.id = cd.design_id
     LEFT JOIN redemption r ON r.user_id = $2 AND r.design_id = cd.design_id
     WHERE ${byEntry ? 'cd.id' : 'cd.campaign_id'} = ANY($1::uuid[])
     ORDER BY ${byEntry ? 'array_position($1::uuid[], cd.id)' : 'cd.campaign_id, cd.position, cd.created_at, cd.id'}`,
    [(byEntry ? filter.entryIds : filter.campaignIds) ?? [], userId],
  );
  return rows.map(toEntry);
}

/** Redemption and visit figures per campaign (admins). */
export async function loadStats(
  db: Queryable,
  campaignIds: string[],
): Promise<Map<string, CampaignStats>> {
  const { rows } = await db.query<{ id: string; r: number; u: number; v: number }>(
    `SELECT ids.id,
       (SELECT count(*) FROM redemption r WHERE r.campaign_id = ids.id) AS r,
       (SELECT count(DISTINCT r.user_id) FROM redemption r WHERE r.campaign_id = ids.id) AS u,
       (SELECT count(*) FROM sponsor_visit v WHERE v.campaign_id = ids.id) AS v
     FROM unnest($1::uuid[]) AS ids(id)`,
    [campaignIds],
  );
  return new Map(
    rows.map((r) => [
      r.id,
      { redemptions: Number(r.r), uniqueUsers: Number(r.u), visits: Number(r.v) },
    ]),
  );
}

/** The wire form of a campaign row with its entries (and figures for admins). */
export function toCampaign(
  row: CampaignRow,
  designs: CampaignDesign[],
  now: Date,
  stats?: CampaignStats,
): SponsoredCampaign {
  const base = {
    enabled: row.enabled,
    startAt: iso(row.start_at),
    endAt: iso(row.end_at),
  };
  const status = campaignStatus(base, now.getTime());
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    authorId: row.author_id,
    author: {
      id: row.author_id,
      name: row.author_name,
      website: row.author_website,
      description: row.author_description,
      logoUrl: logoUrl(row.author_id, row.author_logo_key),
    },
    ...base,
    active: status === 'running',
    status,
    designs,
    ...(stats ? { stats } : {}),
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
  };
}
