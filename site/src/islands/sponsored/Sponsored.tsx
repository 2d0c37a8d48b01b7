import { useEffect, type ReactNode } from 'react';
import { useSiteLanguage } from '../useSiteLanguage.ts';
import { st } from '../../lib/sponsored/messages.ts';
import { StatusMessage } from '../library/StatusMessage.tsx';
import { useSession } from '../library/useSession.ts';
import { CampaignSection } from './CampaignSection.tsx';
import { useCampaigns } from './useCampaigns.ts';
import { useRedeem } from './useRedeem.ts';

/**
 * `/sponsored`: the running campaigns with their sponsors and designs. Signed-in users redeem a
 * design into their files; anonymous visitors sign in first and come back to the design.
 */
export default function Sponsored() {
  const language = useSiteLanguage();
  const session = useSession();
  const { view, reload, update } = useCampaigns();
  const { busy, notices, redeem } = useRedeem(update);
  const ready = view.status === 'ready' && session !== undefined;
  // Back from signing in (`/sponsored#design-…`): the design exists only now, so scroll to it.
  useEffect(() => {
    if (ready && location.hash)
      document.getElementById(location.hash.slice(1))?.scrollIntoView({ block: 'center' });
  }, [ready]);
  const frame = (content: ReactNode) => <div className="lib spo">{content}</div>;

  if (view.status === 'error') {
    return frame(
      <StatusMessage
        kind="error"
        title={st(language, 'error.title')}
        action={{ label: st(language, 'retry'), onClick: reload }}
      >
        {st(language, 'error.text')}
      </StatusMessage>,
    );
  }
  if (!ready) {
    return frame(
      <p className="spo-loading" role="status">
        {st(language, 'loading')}
      </p>,
    );
  }
  if (view.campaigns.length === 0) {
    return frame(
      <StatusMessage
        kind="info"
        title={st(language, 'empty.title')}
        action={{ label: st(language, 'empty.action'), href: '/#library' }}
      >
        {st(language, 'empty.text')}
      </StatusMessage>,
    );
  }
  return frame(
    <>
      {view.campaigns.map((campaign) => (
        <CampaignSection
          key={campaign.id}
          campaign={campaign}
          language={language}
          signedIn={Boolean(session?.authenticated)}
          busy={busy}
          notices={notices}
          onRedeem={(entry) => void redeem(entry)}
        />
      ))}
    </>,
  );
}
