import { randomUUID } from 'node:crypto';
import { campaignStatus, type Redemption } from '@stickerei/shared/domain';
import type { Queryable } from '../lib/db.ts';
import { recordEvent } from '../lib/events.ts';
import { HttpError, notFound } from '../lib/httpError.ts';
import { PREVIEW_SIZES, previewKey } from '../lib/previewUrl.ts';
import { StorageNotFoundError, type Storage } from '../plugins/storage.ts';

interface EntryRow {
  id: string;
  campaign_id: string;
  design_id: string;
  redemption_limit: number | null;
  enabled: boolean;
  start_at: Date | string;
  end_at: Date | string;
}

const refuse = (code: string, message: string) => new HttpError(409, message, { code });

// The rules in the order a user needs to hear them: already done, then the campaign, then the
// limit. The entry row is locked, so redemptions of one entry are counted one at a time.
async function checkRules(tx: Queryable, entry: EntryRow, userId: string, now: Date) {
  const mine = await tx.query<{ created_at: Date | string }>(
    'SELECT created_at FROM redemption WHERE user_id = $1 AND design_id = $2',
    [userId, entry.design_id],
  );
  if (mine.rows[0]) {
    throw refuse('ALREADY_REDEEMED', 'You have already redeemed this design; it is in your files.');
  }
  const status = campaignStatus(
    {
      enabled: entry.enabled,
      startAt: new Date(entry.start_at).toISOString(),
      endAt: new Date(entry.end_at).toISOString(),
    },
    now.getTime(),
  );
  if (status === 'ended')
    throw refuse(
      'CAMPAIGN_ENDED',
      'This campaign has ended; its designs can no longer be redeemed.',
    );
  if (status !== 'running')
    throw refuse(
      'CAMPAIGN_NOT_ACTIVE',
      'This campaign is not running; its designs cannot be redeemed now.',
    );
  if (entry.redemption_limit !== null) {
    const { rows } = await tx.query<{ n: number }>(
      'SELECT count(*) AS n FROM redemption WHERE campaign_design_id = $1',
      [entry.id],
    );
    if (Number(rows[0]?.n ?? 0) >= entry.redemption_limit) {
      throw refuse(
        'REDEMPTION_LIMIT_REACHED',
        `All ${entry.redemption_limit} copies of this design have been redeemed; none are left.`,
      );
    }
  }
}

// The copy in the user's files: the library design's fields, its files sharing the stored
// bytes (new rows, same storage keys), owned by the user and pointing back at its source.
async function copyDesign(
  tx: Queryable,
  sourceId: string,
  copyId: string,
  userId: string,
  now: Date,
) {
  await tx.query(
    `INSERT INTO design (id, owner_id, source_design_id, name, stick_type, commercially_usable,
       stick_set, labels, assigned_tags, author, created_at, design_width, design_height,
       stitch_count, stitch_block_count, jump_count, trim_count, color_change_count,
       color_palette, formats, threads, similarity, sponsored, is_test_data)
     SELECT $2, $3, d.id, d.name, d.stick_type, d.commercially_usable, d.stick_set, d.labels,
       d.assigned_tags, d.author, $4, d.design_width, d.design_height, d.stitch_count,
       d.stitch_block_count, d.jump_count, d.trim_count, d.color_change_count, d.color_palette,
       d.formats, d.threads, d.similarity, false, false
     FROM design d WHERE d.id = $1`,
    [sourceId, copyId, userId, now.getTime()],
  );
  await tx.query(
    `INSERT INTO design_file (id, design_id, format, file_name, size_bytes, sha256, storage_key)
     SELECT gen_random_uuid(), $2, format, file_name, size_bytes, sha256, storage_key
     FROM design_file WHERE design_id = $1`,
    [sourceId, copyId],
  );
}

// Previews are rendered for the source; the copy gets its own (tiny) preview files so it is
// shown and deleted like any own design.
async function copyPreviews(storage: Storage, sourceId: string, copyId: string) {
  for (const size of PREVIEW_SIZES) {
    try {
      await storage.put(previewKey(copyId, size), await storage.get(previewKey(sourceId, size)));
    } catch (error) {
      if (!(error instanceof StorageNotFoundError)) throw error;
    }
  }
}

/**
 * Redeems a campaign entry for a user: exactly once per user and library design, however many
 * calls arrive at once (the unique key decides), within the limit and while the campaign runs.
 * @throws HttpError 404 (entry gone), 409 (ALREADY_REDEEMED, CAMPAIGN_ENDED,
 *   CAMPAIGN_NOT_ACTIVE, REDEMPTION_LIMIT_REACHED)
 */
export async function redeem(
  tx: Queryable,
  options: { entryId: string; userId: string; storage: Storage; now: Date },
): Promise<Redemption> {
  const { entryId, userId, now } = options;
  const { rows } = await tx.query<EntryRow>(
    `SELECT cd.id, cd.campaign_id, cd.design_id, cd.redemption_limit, c.enabled, c.start_at, c.end_at
     FROM campaign_design cd JOIN sponsored_campaign c ON c.id = cd.campaign_id
     WHERE cd.id = $1 FOR UPDATE OF cd`,
    [entryId],
  );
  const entry = rows[0];
  if (!entry)
    throw notFound(
      'This design is no longer part of a campaign; reload the page to see what is on offer.',
    );
  await checkRules(tx, entry, userId, now);
  const copyId = randomUUID();
  await copyDesign(tx, entry.design_id, copyId, userId, now);
  const inserted = await tx.query<{ id: string; created_at: Date | string }>(
    `INSERT INTO redemption (id, user_id, design_id, campaign_id, campaign_design_id, copy_design_id, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7)
     ON CONFLICT (user_id, design_id) DO NOTHING RETURNING id, created_at`,
    [randomUUID(), userId, entry.design_id, entry.campaign_id, entry.id, copyId, now],
  );
  const row = inserted.rows[0];
  // Another call of the same user won meanwhile (through another campaign): this one undoes.
  if (!row)
    throw refuse('ALREADY_REDEEMED', 'You have already redeemed this design; it is in your files.');
  await recordEvent(tx, 'redeem', userId, {
    campaignId: entry.campaign_id,
    campaignDesignId: entry.id,
    designId: entry.design_id,
    copyDesignId: copyId,
  });
  await copyPreviews(options.storage, entry.design_id, copyId);
  return {
    id: row.id,
    campaignId: entry.campaign_id,
    campaignDesignId: entry.id,
    sourceDesignId: entry.design_id,
    designId: copyId,
    redeemedAt: new Date(row.created_at).toISOString(),
  };
}
