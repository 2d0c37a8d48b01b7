import { listActiveCampaigns } from '@stickerei/shared/api-client';
import type { SponsoredCampaign } from '@stickerei/shared/domain';
import { useCallback, useEffect, useState } from 'react';
import { libraryApi } from '../../lib/library/session.ts';

export interface CampaignsView {
  status: 'loading' | 'ready' | 'error';
  campaigns: SponsoredCampaign[];
}

/**
 * The running campaigns, fetched with the visitor's token when there is one (so each design
 * says whether this visitor redeemed it); `update` changes them in place after a redemption.
 */
export function useCampaigns() {
  const [view, setView] = useState<CampaignsView>({ status: 'loading', campaigns: [] });
  const load = useCallback(() => {
    const controller = new AbortController();
    setView((before) => ({ ...before, status: 'loading' }));
    listActiveCampaigns(libraryApi().client, controller.signal).then(
      (list) => setView({ status: 'ready', campaigns: list.items }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        console.error('Stickerei: the campaigns could not be loaded.', error);
        setView((before) => ({ ...before, status: 'error' }));
      },
    );
    return () => controller.abort();
  }, []);
  useEffect(load, [load]);
  const update = useCallback(
    (change: (campaigns: SponsoredCampaign[]) => SponsoredCampaign[]) =>
      setView((before) => ({ ...before, campaigns: change(before.campaigns) })),
    [],
  );
  return { view, reload: load, update };
}
