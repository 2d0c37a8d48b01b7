import type { StickType } from '@stickerei/shared/domain';
import type { FacetOption } from '../../../lib/library/facetOptions.ts';
import { useT } from '../useT.ts';

/** Any stick type, or exactly one, as a radio group with counts. */
export function StickTypeFilter(props: {
  options: readonly FacetOption[];
  selected: StickType | null;
  onChange: (stickType: StickType | null) => void;
}) {
  const { t } = useT();
  const choices: FacetOption[] = [{ value: '', label: t('filter.anyType') }, ...props.options];
  return (
    <fieldset className="lib-fieldset">
      <legend>{t('filter.stickType')}</legend>
      <ul className="lib-checklist">
        {choices.map((option) => (
          <li key={option.value} className={option.count === 0 ? 'lib-none' : undefined}>
            <label>
              <input
                type="radio"
                name="lib-stick-type"
                checked={(props.selected ?? '') === option.value}
                onChange={() => props.onChange((option.value || null) as StickType | null)}
              />
              <span className="lib-check-label">{option.label}</span>
              {option.count !== undefined && <span className="lib-count">{option.count}</span>}
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
