import type { CampaignDesign, Language } from '@stickerei/shared/domain';
import { formatSize } from '../../lib/library/formatting.ts';
import { st } from '../../lib/sponsored/messages.ts';
import { designAction, entryAnchor } from '../../lib/sponsored/sponsoredState.ts';
import { Icon } from '../library/Icon.tsx';
import { Preview } from '../library/Preview.tsx';
import type { RedeemNotice } from './useRedeem.ts';

function Action(props: {
  entry: CampaignDesign;
  name: string;
  signedIn: boolean;
  busy: boolean;
  language: Language;
  onRedeem: () => void;
}) {
  const { language, name } = props;
  const action = designAction(props.entry, { signedIn: props.signedIn, busy: props.busy });
  switch (action.kind) {
    case 'redeemed':
      return (
        <a className="button button-secondary button-small spo-action" href={action.href}>
          <Icon name="check" size={18} />
          {st(language, 'redeem.done')} · {st(language, 'redeem.open')}
        </a>
      );
    case 'sold-out':
      return <p className="spo-sold-out">{st(language, 'redeem.soldOut')}</p>;
    case 'sign-in':
      return (
        <a
          className="button button-secondary button-small spo-action"
          href={action.href}
          aria-label={st(language, 'redeem.signInLabel', { name })}
        >
          {st(language, 'redeem.signIn')}
        </a>
      );
    default:
      return (
        <button
          type="button"
          className="button button-primary button-small spo-action"
          onClick={props.onRedeem}
          disabled={action.kind === 'busy'}
          aria-label={st(language, 'redeem.label', { name })}
        >
          {action.kind === 'busy' ? st(language, 'redeem.busy') : st(language, 'redeem.button')}
        </button>
      );
  }
}

/** One design of a campaign: preview, name, size, formats, copies left and its redeem action. */
export function DesignOffer(props: {
  entry: CampaignDesign;
  language: Language;
  signedIn: boolean;
  busy: boolean;
  notice: RedeemNotice | undefined;
  onRedeem: (entry: CampaignDesign) => void;
}) {
  const { entry, language, notice } = props;
  const { design } = entry;
  const name = design.name || st(language, 'design.unnamed');
  return (
    <li
      className="lib-card spo-design"
      id={entryAnchor(entry.id)}
      data-testid="sponsored-design"
      data-redeemed={entry.redeemed}
    >
      <Preview src={design.representative_image_url} alt="" size={256} />
      <div className="lib-card-body">
        <h4 className="lib-card-name">{name}</h4>
        <p className="lib-card-facts">
          <span>{formatSize(design.design_width, design.design_height, language)}</span>
          {entry.remaining !== null && entry.redemptionLimit !== null && (
            <span>
              {st(language, 'design.left', {
                count: entry.remaining,
                limit: entry.redemptionLimit,
              })}
            </span>
          )}
        </p>
        <ul className="lib-formats" aria-label={st(language, 'design.formats')}>
          {design.embroidery_file_formats.map((format) => (
            <li key={format}>{format.toUpperCase()}</li>
          ))}
        </ul>
        <Action
          entry={entry}
          name={name}
          signedIn={props.signedIn}
          busy={props.busy}
          language={language}
          onRedeem={() => props.onRedeem(entry)}
        />
        <p
          className={`spo-notice spo-notice-${notice?.kind ?? 'none'}`}
          role={notice?.kind === 'error' ? 'alert' : 'status'}
        >
          {notice && st(language, notice.key, { name })}
        </p>
      </div>
    </li>
  );
}
