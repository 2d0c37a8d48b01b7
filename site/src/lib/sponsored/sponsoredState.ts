import type { CampaignDesign, Redemption, SponsoredCampaign } from '@stickerei/shared/domain';
import { signInPath } from '../auth/returnTo.ts';
import type { SponsoredMessageKey } from './messages.ts';

/** What a design of a campaign offers the visitor. */
export type DesignAction =
  | { kind: 'sign-in'; href: string }
  | { kind: 'redeem' }
  | { kind: 'busy' }
  | { kind: 'redeemed'; href: string }
  | { kind: 'sold-out' };

/** The element id of a design on the page (a sign-in comes back to it). */
export const entryAnchor = (entryId: string) => `design-${entryId}`;

/** The user's copy in their files, or the files list when the copy is not known. */
export const filesHref = (copyId: string | null) =>
  copyId ? `/files/${encodeURIComponent(copyId)}` : '/files';

/**
 * What the design's button does: a redeemed design links to the copy, a design without copies
 * left is sold out, an anonymous visitor signs in first (and comes back to this design).
 */
export function designAction(
  entry: CampaignDesign,
  state: { signedIn: boolean; busy: boolean },
): DesignAction {
  if (entry.redeemed) return { kind: 'redeemed', href: filesHref(entry.redeemedDesignId) };
  if (entry.remaining === 0) return { kind: 'sold-out' };
  if (!state.signedIn) {
    return { kind: 'sign-in', href: signInPath(`/sponsored#${entryAnchor(entry.id)}`) };
  }
  return state.busy ? { kind: 'busy' } : { kind: 'redeem' };
}

const ERROR_KEYS: Record<string, SponsoredMessageKey> = {
  ALREADY_REDEEMED: 'error.already',
  REDEMPTION_LIMIT_REACHED: 'error.limit',
  CAMPAIGN_ENDED: 'error.ended',
  CAMPAIGN_NOT_ACTIVE: 'error.notActive',
};

/** The message for a failed redemption, from the api's status and code. */
export function redeemErrorKey(error: unknown): SponsoredMessageKey {
  const { status, code } = (error ?? {}) as { status?: number; code?: string };
  if (code && ERROR_KEYS[code]) return ERROR_KEYS[code];
  if (status === 401 || status === 403) return 'error.signIn';
  if (status === 404) return 'error.gone';
  return 'error.other';
}

function updateEntries(
  campaigns: SponsoredCampaign[],
  update: (entry: CampaignDesign) => CampaignDesign,
): SponsoredCampaign[] {
  return campaigns.map((campaign) => ({ ...campaign, designs: campaign.designs.map(update) }));
}

/**
 * The campaigns after a redemption: the design reads redeemed in every campaign that has it
 * (a design is redeemed once, whichever campaign offered it), and the entry used counts one more.
 */
export function applyRedemption(
  campaigns: SponsoredCampaign[],
  redemption: Pick<Redemption, 'campaignDesignId' | 'sourceDesignId' | 'designId'>,
): SponsoredCampaign[] {
  return updateEntries(campaigns, (entry) => {
    if (entry.designId !== redemption.sourceDesignId) return entry;
    const used = entry.id === redemption.campaignDesignId;
    const count = entry.redemptionCount + (used ? 1 : 0);
    return {
      ...entry,
      redeemed: true,
      redeemedDesignId: redemption.designId,
      redemptionCount: count,
      remaining: entry.redemptionLimit === null ? null : Math.max(0, entry.redemptionLimit - count),
    };
  });
}

/** The campaigns after the api said a design was redeemed already (the copy is not known). */
export function markRedeemed(
  campaigns: SponsoredCampaign[],
  designId: string,
): SponsoredCampaign[] {
  return updateEntries(campaigns, (entry) =>
    entry.designId === designId && !entry.redeemed
      ? { ...entry, redeemed: true, redeemedDesignId: null }
      : entry,
  );
}

/** The campaigns after the api said no copies are left of an entry. */
export function markSoldOut(campaigns: SponsoredCampaign[], entryId: string): SponsoredCampaign[] {
  return updateEntries(campaigns, (entry) =>
    entry.id === entryId ? { ...entry, remaining: 0 } : entry,
  );
}
