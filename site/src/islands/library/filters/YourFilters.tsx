import type { LibraryState } from '../../../lib/library/filterState.ts';
import { signInHere } from '../../../lib/library/session.ts';
import { useT } from '../useT.ts';

/**
 * Favorites only, already stitched and only my designs: the caller's own marks and files, so
 * only for signed-in users.
 */
export function YourFilters(props: {
  state: LibraryState;
  signedIn: boolean | undefined;
  onChange: (patch: Partial<LibraryState>) => void;
}) {
  const { t } = useT();
  const { state, signedIn } = props;
  return (
    <fieldset className="lib-fieldset">
      <legend>{t('filter.yours')}</legend>
      <ul className="lib-checklist">
        <li>
          <label>
            <input
              type="checkbox"
              checked={signedIn === true && state.favorites}
              disabled={signedIn !== true}
              data-testid="favorites-filter"
              onChange={(event) => props.onChange({ favorites: event.target.checked })}
            />
            <span className="lib-check-label">{t('filter.favorites')}</span>
          </label>
        </li>
        <li>
          <label>
            <input
              type="checkbox"
              checked={signedIn === true && state.stitched}
              disabled={signedIn !== true}
              onChange={(event) => props.onChange({ stitched: event.target.checked })}
            />
            <span className="lib-check-label">{t('filter.stitched')}</span>
          </label>
        </li>
        <li>
          <label>
            <input
              type="checkbox"
              checked={signedIn === true && state.mine}
              disabled={signedIn !== true}
              data-testid="mine-filter"
              onChange={(event) => props.onChange({ mine: event.target.checked })}
            />
            <span className="lib-check-label">{t('filter.mine')}</span>
          </label>
        </li>
      </ul>
      {signedIn === false && (
        <p className="lib-hint">
          <a href={signInHere()}>{t('filter.signInForYours')}</a>
        </p>
      )}
    </fieldset>
  );
}
