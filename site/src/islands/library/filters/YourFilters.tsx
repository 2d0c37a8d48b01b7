import type { LibraryState } from '../../../lib/library/filterState.ts';
import { signInHere } from '../../../lib/library/session.ts';
import type { LibraryMessageKey } from '../../../lib/library/messages.ts';
import { useT } from '../useT.ts';

type YourFilter = 'favorites' | 'stitched' | 'mine';

const FILTERS: Array<{ key: YourFilter; label: LibraryMessageKey; testId?: string }> = [
  { key: 'favorites', label: 'filter.favorites', testId: 'favorites-filter' },
  { key: 'stitched', label: 'filter.stitched' },
  { key: 'mine', label: 'filter.mine', testId: 'mine-filter' },
];

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
        {FILTERS.map((filter) => (
          <li key={filter.key}>
            <label>
              <input
                type="checkbox"
                checked={signedIn === true && state[filter.key]}
                disabled={signedIn !== true}
                data-testid={filter.testId}
                onChange={(event) => props.onChange({ [filter.key]: event.target.checked })}
              />
              <span className="lib-check-label">{t(filter.label)}</span>
            </label>
          </li>
        ))}
      </ul>
      {signedIn === false && (
        <p className="lib-hint">
          <a href={signInHere()}>{t('filter.signInForYours')}</a>
        </p>
      )}
    </fieldset>
  );
}
