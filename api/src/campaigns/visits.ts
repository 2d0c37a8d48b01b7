import { createHash } from 'node:crypto';
import { SPONSOR_VISIT_WINDOW_MS, type SponsorVisitResult } from '@stickerei/shared/domain';
import type { Queryable } from '../lib/db.ts';
import { recordEvent } from '../lib/events.ts';
import { notFound } from '../lib/httpError.ts';
import { ACTIVE_AT } from './campaignRows.ts';

/**
 * Who a visitor is for de-duplication: the user id when signed in, otherwise a hash of the
 * address and user agent (the raw address is never stored).
 */
export function visitorKey(visitor: {
  userId: string | null;
  ip: string;
  userAgent: string;
}): string {
  if (visitor.userId) return `u:${visitor.userId}`;
  const hash = createHash('sha256')
    .update(`${visitor.ip}\n${visitor.userAgent}`)
    .digest('base64url');
  return `a:${hash.slice(0, 32)}`;
}

/**
 * Records a visit to the sponsor of a campaign: counted (and an event `sponsor_visit`) unless
 * the same visitor was counted for this campaign within the window. Calls of one visitor are
 * taken one at a time (an advisory lock on the visitor and campaign), so parallel repeats
 * count once too.
 * @throws HttpError 404 for a missing campaign, or one not running for a non-admin
 */
export async function recordVisit(
  tx: Queryable,
  options: {
    campaignId: string;
    visitor: string;
    userId: string | null;
    admin: boolean;
    now: Date;
  },
): Promise<SponsorVisitResult> {
  const { campaignId, visitor, now } = options;
  const { rows } = await tx.query<{ author_id: string; website: string; active: boolean }>(
    `SELECT c.author_id, a.website, (${ACTIVE_AT}) AS active
     FROM sponsored_campaign c JOIN associated_author a ON a.id = c.author_id WHERE c.id = $2`,
    [now, campaignId],
  );
  const campaign = rows[0];
  if (!campaign || (!campaign.active && !options.admin)) {
    throw notFound(`No running campaign ${campaignId}; it may have ended or been removed.`);
  }
  await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`visit:${visitor}:${campaignId}`]);
  // No upper bound: a request whose clock was read a moment before another's may take the lock
  // after it, and must still see that visit (visits counted "later" are within the window).
  const recent = await tx.query(
    `SELECT 1 FROM sponsor_visit WHERE visitor_key = $1 AND campaign_id = $2
       AND created_at > $3 LIMIT 1`,
    [visitor, campaignId, new Date(now.getTime() - SPONSOR_VISIT_WINDOW_MS)],
  );
  if (recent.rows.length > 0) return { counted: false, website: campaign.website };
  await tx.query(
    `INSERT INTO sponsor_visit (campaign_id, author_id, visitor_key, user_id, created_at)
     VALUES ($1, $2, $3, $4, $5)`,
    [campaignId, campaign.author_id, visitor, options.userId, now],
  );
  await recordEvent(tx, 'sponsor_visit', options.userId, {
    campaignId,
    authorId: campaign.author_id,
  });
  return { counted: true, website: campaign.website };
}
