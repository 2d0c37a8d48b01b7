import { redeemCampaignDesign } from '@stickerei/shared/api-client';
import type { CampaignDesign, SponsoredCampaign } from '@stickerei/shared/domain';
import { useCallback, useState } from 'react';
import { libraryApi } from '../../lib/library/session.ts';
import {
  applyRedemption,
  filesHref,
  markRedeemed,
  markSoldOut,
  redeemErrorKey,
} from '../../lib/sponsored/sponsoredState.ts';
import type { SponsoredMessageKey } from '../../lib/sponsored/messages.ts';

/** What the page says under a design after trying to redeem it. */
export interface RedeemNotice {
  kind: 'success' | 'error';
  key: SponsoredMessageKey;
  href?: string;
}

/**
 * Redeeming: one design at a time, the campaigns updated from the answer, and a notice per
 * design (success with a link to the copy, or what went wrong).
 */
export function useRedeem(
  update: (change: (c: SponsoredCampaign[]) => SponsoredCampaign[]) => void,
) {
  const [busy, setBusy] = useState<string | null>(null);
  const [notices, setNotices] = useState<Record<string, RedeemNotice>>({});
  const redeem = useCallback(
    async (entry: CampaignDesign) => {
      setBusy(entry.id);
      try {
        const redemption = await redeemCampaignDesign(libraryApi().client, entry.id);
        update((campaigns) => applyRedemption(campaigns, redemption));
        setNotices((n) => ({
          ...n,
          [entry.id]: {
            kind: 'success',
            key: 'redeem.success',
            href: filesHref(redemption.designId),
          },
        }));
      } catch (error) {
        const key = redeemErrorKey(error);
        if (key === 'error.already') update((campaigns) => markRedeemed(campaigns, entry.designId));
        if (key === 'error.limit') update((campaigns) => markSoldOut(campaigns, entry.id));
        setNotices((n) => ({ ...n, [entry.id]: { kind: 'error', key } }));
      } finally {
        setBusy(null);
      }
    },
    [update],
  );
  return { busy, notices, redeem };
}
