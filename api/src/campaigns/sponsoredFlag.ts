import type { Queryable } from '../lib/db.ts';

// Campaign writes and the flag refresh take this lock first, so a refresh never works from a
// view of the campaigns that a concurrent write is changing (DESIGN.md §10).
const CAMPAIGN_LOCK = 727_006;

/** Serializes campaign writes and sponsored-flag refreshes (inside a transaction). */
export async function lockCampaigns(tx: Queryable): Promise<void> {
  await tx.query('SELECT pg_advisory_xact_lock($1)', [CAMPAIGN_LOCK]);
}

// Library designs that are in at least one active campaign at $1.
const LIVE = `SELECT cd.design_id FROM campaign_design cd
  JOIN sponsored_campaign c ON c.id = cd.campaign_id
  WHERE c.enabled AND c.start_at <= $1 AND c.end_at > $1`;

/**
 * Makes `design.sponsored` exactly "in an active campaign at `now`" for every library design,
 * touching only rows whose flag changes (the list, its filter and the facet counts read the
 * column). Run it in the transaction of every campaign write and at every campaign start/end.
 * @returns how many designs changed
 */
export async function refreshSponsored(tx: Queryable, now: Date): Promise<number> {
  const off = await tx.query(
    `UPDATE design SET sponsored = false
     WHERE owner_id IS NULL AND sponsored AND id NOT IN (${LIVE})`,
    [now],
  );
  const on = await tx.query(
    `UPDATE design SET sponsored = true
     WHERE owner_id IS NULL AND NOT sponsored AND id IN (${LIVE})`,
    [now],
  );
  return off.rowCount + on.rowCount;
}

/** The next time after `now` at which an enabled campaign starts or ends, or null. */
export async function nextCampaignBoundary(db: Queryable, now: Date): Promise<Date | null> {
  const { rows } = await db.query<{ at: Date | string | null }>(
    `SELECT min(at) AS at FROM (
       SELECT start_at AS at FROM sponsored_campaign WHERE enabled AND start_at > $1
       UNION ALL
       SELECT end_at FROM sponsored_campaign WHERE enabled AND end_at > $1
     ) AS boundaries`,
    [now],
  );
  const at = rows[0]?.at;
  return at ? new Date(at) : null;
}
