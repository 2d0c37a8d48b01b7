import { randomUUID } from 'node:crypto';
import type { CampaignDesignUpdate } from '@stickerei/shared/domain';
import type { Queryable } from '../lib/db.ts';
import { badRequest, notFound } from '../lib/httpError.ts';

/** Only library designs can be sponsored. @throws HttpError 400 naming the others */
export async function checkLibraryDesigns(tx: Queryable, designIds: string[]): Promise<void> {
  const { rows } = await tx.query<{ id: string }>(
    'SELECT id FROM design WHERE id = ANY($1::uuid[]) AND owner_id IS NULL',
    [designIds],
  );
  const found = new Set(rows.map((r) => r.id));
  const missing = designIds.filter((id) => !found.has(id));
  if (missing.length > 0) {
    throw badRequest(
      `${missing.length} of the chosen designs are not in the library (only library designs can be in a campaign): ${missing.join(', ')}.`,
      missing.map((id) => ({ field: '/designIds', message: `not a library design: ${id}` })),
    );
  }
}

/**
 * Makes `designIds` the campaign's designs in that order: existing entries keep their limit and
 * redemptions, new ones are added, the rest removed.
 */
export async function setCampaignDesigns(
  tx: Queryable,
  campaignId: string,
  designIds: string[],
): Promise<void> {
  const unique = [...new Set(designIds)];
  await checkLibraryDesigns(tx, unique);
  await tx.query(
    'DELETE FROM campaign_design WHERE campaign_id = $1 AND NOT (design_id = ANY($2::uuid[]))',
    [campaignId, unique],
  );
  for (const [position, designId] of unique.entries()) {
    await tx.query(
      `INSERT INTO campaign_design (id, campaign_id, design_id, position) VALUES ($1, $2, $3, $4)
       ON CONFLICT (campaign_id, design_id) DO UPDATE SET position = EXCLUDED.position`,
      [randomUUID(), campaignId, designId, position],
    );
  }
}

/**
 * Adds one library design to several campaigns, at the end of each; where it is already, its
 * entry stays as it is. @returns the entry ids, one per campaign
 * @throws HttpError 400 for a design outside the library or unknown campaigns
 */
export async function addDesignToCampaigns(
  tx: Queryable,
  input: { designId: string; campaignIds: string[]; redemptionLimit?: number | null },
): Promise<string[]> {
  await checkLibraryDesigns(tx, [input.designId]);
  const campaignIds = [...new Set(input.campaignIds)];
  const { rows } = await tx.query<{ id: string }>(
    'SELECT id FROM sponsored_campaign WHERE id = ANY($1::uuid[])',
    [campaignIds],
  );
  const unknown = campaignIds.filter((id) => !rows.some((r) => r.id === id));
  if (unknown.length > 0) {
    throw badRequest(`No campaign ${unknown.join(', ')}; choose existing campaigns.`, [
      { field: '/campaignIds', message: 'unknown campaign' },
    ]);
  }
  const ids: string[] = [];
  for (const campaignId of campaignIds) {
    const inserted = await tx.query<{ id: string }>(
      `INSERT INTO campaign_design (id, campaign_id, design_id, redemption_limit, position)
       SELECT $1, $2, $3, $4, coalesce(max(position) + 1, 0) FROM campaign_design
       WHERE campaign_id = $2
       ON CONFLICT (campaign_id, design_id) DO UPDATE SET campaign_id = EXCLUDED.campaign_id
       RETURNING id`,
      [randomUUID(), campaignId, input.designId, input.redemptionLimit ?? null],
    );
    const id = inserted.rows[0]?.id;
    if (id) ids.push(id);
  }
  return ids;
}

/** Changes an entry's limit and/or position. @throws HttpError 404 */
export async function updateCampaignDesign(
  tx: Queryable,
  id: string,
  update: CampaignDesignUpdate,
): Promise<void> {
  const { rowCount } = await tx.query(
    `UPDATE campaign_design SET
       redemption_limit = CASE WHEN $2 THEN $3::integer ELSE redemption_limit END,
       position = coalesce($4::integer, position)
     WHERE id = $1`,
    [
      id,
      update.redemptionLimit !== undefined,
      update.redemptionLimit ?? null,
      update.position ?? null,
    ],
  );
  if (rowCount === 0) throw notFound(`No campaign design ${id}; it may have been removed.`);
}

/** Removes a design from its campaign (its redemptions stay). @returns the campaign id */
export async function deleteCampaignDesign(tx: Queryable, id: string): Promise<string> {
  const { rows } = await tx.query<{ campaign_id: string }>(
    'DELETE FROM campaign_design WHERE id = $1 RETURNING campaign_id',
    [id],
  );
  const row = rows[0];
  if (!row) throw notFound(`No campaign design ${id}; it may have been removed already.`);
  return row.campaign_id;
}
