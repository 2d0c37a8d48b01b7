import { randomUUID } from 'node:crypto';
import type { SponsoredCampaign, SponsoredCampaignInput } from '@stickerei/shared/domain';
import type { Queryable } from '../lib/db.ts';
import { badRequest, notFound } from '../lib/httpError.ts';
import {
  ACTIVE_AT,
  CAMPAIGN_SELECT,
  loadEntries,
  loadStats,
  toCampaign,
  type CampaignRow,
} from './campaignRows.ts';
import { setCampaignDesigns } from './campaignDesignRepository.ts';

/** Who is asking: entries carry their redemption state, admins also get figures. */
export interface Viewer {
  userId: string | null;
  admin: boolean;
}

async function assemble(
  db: Queryable,
  rows: CampaignRow[],
  viewer: Viewer,
  now: Date,
): Promise<SponsoredCampaign[]> {
  const ids = rows.map((r) => r.id);
  const entries = await loadEntries(db, { campaignIds: ids }, viewer.userId);
  const stats = viewer.admin ? await loadStats(db, ids) : null;
  return rows.map((row) =>
    toCampaign(
      row,
      entries.filter((e) => e.campaignId === row.id),
      now,
      stats?.get(row.id),
    ),
  );
}

/** Active campaigns (running now) or all others, the soonest ending / latest starting first. */
export async function listCampaigns(
  db: Queryable,
  which: 'active' | 'inactive',
  viewer: Viewer,
  now: Date,
): Promise<SponsoredCampaign[]> {
  const where = which === 'active' ? ACTIVE_AT : `NOT (${ACTIVE_AT})`;
  const order = which === 'active' ? 'c.end_at, c.name' : 'c.start_at DESC, c.name';
  const { rows } = await db.query<CampaignRow>(
    `${CAMPAIGN_SELECT} WHERE ${where} ORDER BY ${order}, c.id`,
    [now],
  );
  return assemble(db, rows, viewer, now);
}

/**
 * One campaign: anyone may see it while it runs, admins always.
 * @throws HttpError 404 for a missing campaign, or an inactive one asked for by a non-admin
 */
export async function getCampaign(
  db: Queryable,
  id: string,
  viewer: Viewer,
  now: Date,
): Promise<SponsoredCampaign> {
  const { rows } = await db.query<CampaignRow>(`${CAMPAIGN_SELECT} WHERE c.id = $1`, [id]);
  const [campaign] = await assemble(db, rows, viewer, now);
  if (!campaign || (!campaign.active && !viewer.admin)) {
    throw notFound(`No running campaign ${id}; it may have ended or been removed.`);
  }
  return campaign;
}

async function checkInput(tx: Queryable, input: SponsoredCampaignInput): Promise<void> {
  if (Date.parse(input.endAt) <= Date.parse(input.startAt)) {
    throw badRequest('The campaign must end after it starts; move the end date later.', [
      { field: '/endAt', message: 'must be after startAt' },
    ]);
  }
  const { rows } = await tx.query('SELECT 1 FROM associated_author WHERE id = $1', [
    input.authorId,
  ]);
  if (rows.length === 0) {
    throw badRequest('The chosen associated author does not exist; pick another one.', [
      { field: '/authorId', message: 'unknown author' },
    ]);
  }
}

// name, author_id, description, start_at, end_at, enabled: as insert and update write them.
const columnValues = (input: SponsoredCampaignInput) => [
  input.name,
  input.authorId,
  input.description ?? '',
  input.startAt,
  input.endAt,
  input.enabled ?? true,
];

/** Creates a campaign (inside the caller's locked transaction). @returns its id */
export async function insertCampaign(
  tx: Queryable,
  input: SponsoredCampaignInput,
): Promise<string> {
  await checkInput(tx, input);
  const id = randomUUID();
  await tx.query(
    `INSERT INTO sponsored_campaign (id, name, author_id, description, start_at, end_at, enabled)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [id, ...columnValues(input)],
  );
  if (input.designIds) await setCampaignDesigns(tx, id, input.designIds);
  return id;
}

/** Replaces a campaign's fields (and designs when given). @throws HttpError 400, 404 */
export async function updateCampaignRow(
  tx: Queryable,
  id: string,
  input: SponsoredCampaignInput,
): Promise<void> {
  await checkInput(tx, input);
  const { rowCount } = await tx.query(
    `UPDATE sponsored_campaign SET name = $2, author_id = $3, description = $4, start_at = $5,
       end_at = $6, enabled = $7, updated_at = now()
     WHERE id = $1`,
    [id, ...columnValues(input)],
  );
  if (rowCount === 0) throw notFound(`No campaign ${id}; it may have been deleted.`);
  if (input.designIds) await setCampaignDesigns(tx, id, input.designIds);
}

/** Deletes a campaign and its entries; redemptions and visits stay for the figures. */
export async function deleteCampaignRow(tx: Queryable, id: string): Promise<void> {
  const { rowCount } = await tx.query('DELETE FROM sponsored_campaign WHERE id = $1', [id]);
  if (rowCount === 0) throw notFound(`No campaign ${id}; it may have been deleted already.`);
}
