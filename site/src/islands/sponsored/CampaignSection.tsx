import { recordSponsorVisit } from '@stickerei/shared/api-client';
import type { CampaignDesign, Language, SponsoredCampaign } from '@stickerei/shared/domain';
import { libraryApi } from '../../lib/library/session.ts';
import { formatEndDate, isSafeWebsite, websiteHost } from '../../lib/sponsored/formatting.ts';
import { st } from '../../lib/sponsored/messages.ts';
import { DesignOffer } from './DesignOffer.tsx';
import type { RedeemNotice } from './useRedeem.ts';

// The visit is recorded on the way out; the browser follows the link into a new tab meanwhile,
// so a slow or failed call never holds the visitor back.
function recordVisit(campaignId: string) {
  recordSponsorVisit(libraryApi().client, campaignId).catch((error: unknown) =>
    console.warn('Stickerei: the sponsor visit could not be recorded.', error),
  );
}

function Author({ campaign, language }: { campaign: SponsoredCampaign; language: Language }) {
  const { author } = campaign;
  return (
    <aside className="spo-author" aria-label={`${st(language, 'author.by')} ${author.name}`}>
      {author.logoUrl ? (
        <img
          className="spo-logo"
          src={author.logoUrl}
          alt={st(language, 'author.logo', { name: author.name })}
          width={72}
          height={72}
        />
      ) : (
        <span className="spo-logo spo-logo-empty" aria-hidden="true">
          {author.name.slice(0, 1)}
        </span>
      )}
      <div className="spo-author-text">
        <p className="spo-by">{st(language, 'author.by')}</p>
        <p className="spo-author-name">{author.name}</p>
        {author.description && <p className="spo-author-description">{author.description}</p>}
        {isSafeWebsite(author.website) && (
          <a
            className="spo-visit"
            href={author.website}
            target="_blank"
            rel="noopener noreferrer"
            onClick={() => recordVisit(campaign.id)}
            data-testid="sponsor-visit"
          >
            {st(language, 'author.visit', { name: websiteHost(author.website) })}
            <span className="visually-hidden"> {st(language, 'author.newTab')}</span>
            <span aria-hidden="true"> ↗</span>
          </a>
        )}
      </div>
    </aside>
  );
}

/** A running campaign: its name, end, description, sponsor and designs. */
export function CampaignSection(props: {
  campaign: SponsoredCampaign;
  language: Language;
  signedIn: boolean;
  busy: string | null;
  notices: Record<string, RedeemNotice>;
  onRedeem: (entry: CampaignDesign) => void;
}) {
  const { campaign, language } = props;
  const headingId = `campaign-${campaign.id}`;
  return (
    <section
      className="spo-campaign card"
      aria-labelledby={headingId}
      data-testid="sponsored-campaign"
    >
      <div className="spo-head">
        <div>
          <h2 id={headingId} className="spo-title">
            {campaign.name}
          </h2>
          <p className="spo-until">
            {st(language, 'campaign.until', { date: formatEndDate(campaign.endAt, language) })}
          </p>
          {campaign.description && <p className="spo-description">{campaign.description}</p>}
        </div>
        <Author campaign={campaign} language={language} />
      </div>
      <h3 className="visually-hidden">
        {st(language, 'campaign.designs', { name: campaign.name })}
      </h3>
      <ul className="lib-grid spo-designs">
        {campaign.designs.map((entry) => (
          <DesignOffer
            key={entry.id}
            entry={entry}
            language={language}
            signedIn={props.signedIn}
            busy={props.busy === entry.id}
            notice={props.notices[entry.id]}
            onRedeem={props.onRedeem}
          />
        ))}
      </ul>
    </section>
  );
}
