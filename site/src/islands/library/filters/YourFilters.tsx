import type { LibraryState } from '../../../lib/library/filterState.ts';
import { signInHere } from '../../../lib/library/session.ts';
import type { LibraryMessageKey } from '../../../lib/library/messages.ts';
import { useT } from '../useT.ts';

type YourFilter = 'favorites' | 'stitched' | 'mine' | 'myHoops';

const FILTERS: Array<{ key: YourFilter; label: LibraryMessageKey; testId?: string }> = [
  { key: 'favorites', label: 'filter.favorites', testId: 'favorites-filter' },
  { key: 'stitched', label: 'filter.stitched' },
  { key: 'mine', label: 'filter.mine', testId: 'mine-filter' },
  { key: 'myHoops', label: 'filter.myHoops', testId: 'my-hoops-filter' },
];

/**
 * Favorites only, already stitched, only my designs and fits one of my hoops: the caller's own
 * marks, files and settings, so only for signed-in users.
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
      {signedIn === true && state.myHoops && (
        <p className="lib-hint">
          <a href="/settings#my-machine">{t('filter.myHoopsHint')}</a>
        </p>
      )}
      {signedIn === false && (
        <p className="lib-hint">
          <a href={signInHere()}>{t('filter.signInForYours')}</a>
        </p>
      )}
    </fieldset>
  );
}
