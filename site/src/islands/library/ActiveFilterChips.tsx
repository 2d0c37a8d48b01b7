import { activeFilters } from '../../lib/library/activeFilters.ts';
import type { LibraryState } from '../../lib/library/filterState.ts';
import { Icon } from './Icon.tsx';
import { useT } from './useT.ts';

/** The filters in force as removable chips, with "clear all" when there are several. */
export function ActiveFilterChips(props: {
  state: LibraryState;
  onChange: (patch: Partial<LibraryState>) => void;
  onClear: () => void;
}) {
  const { language, t } = useT();
  const chips = activeFilters(props.state, language);
  if (chips.length === 0) return null;
  return (
    <div className="lib-active">
      <ul className="lib-active-list" aria-label={t('filter.active')}>
        {chips.map((chip) => (
          <li key={chip.id}>
            <button
              type="button"
              className="lib-chip"
              aria-label={t('filter.removeOne', { filter: chip.label })}
              onClick={() => props.onChange(chip.remove)}
            >
              <span>{chip.label}</span>
              <Icon name="close" size={14} />
            </button>
          </li>
        ))}
      </ul>
      {chips.length > 1 && (
        <button type="button" className="lib-link-button" onClick={props.onClear}>
          {t('filter.clearAll')}
        </button>
      )}
    </div>
  );
}
