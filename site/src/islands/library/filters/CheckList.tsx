import { useId, useState } from 'react';
import { useT } from '../useT.ts';

export interface CheckOption {
  value: string;
  label: string;
  count?: number;
}

/**
 * A group of checkboxes with counts. Long groups scroll inside a box and offer a quick filter
 * by name, so all 48 theme categories stay one glance away without pushing the panel down.
 */
export function CheckList(props: {
  legend: string;
  options: readonly CheckOption[];
  selected: readonly string[];
  onChange: (selected: string[]) => void;
  searchable?: boolean;
  testId?: string;
}) {
  const { t } = useT();
  const id = useId();
  const [query, setQuery] = useState('');
  const needle = query.trim().toLowerCase();
  const shown = needle
    ? props.options.filter((o) => o.label.toLowerCase().includes(needle))
    : props.options;
  const toggle = (value: string, on: boolean) =>
    props.onChange(on ? [...props.selected, value] : props.selected.filter((v) => v !== value));
  return (
    <fieldset className="lib-fieldset">
      <legend>{props.legend}</legend>
      {props.searchable && (
        <>
          <label htmlFor={`${id}-q`} className="visually-hidden">
            {t('filter.findIn', { group: props.legend })}
          </label>
          <input
            id={`${id}-q`}
            className="lib-checklist-search"
            type="search"
            value={query}
            placeholder={t('filter.findPlaceholder')}
            onChange={(event) => setQuery(event.target.value)}
          />
        </>
      )}
      <ul className={props.searchable ? 'lib-checklist lib-checklist-scroll' : 'lib-checklist'}>
        {shown.map((option) => (
          <li key={option.value} className={option.count === 0 ? 'lib-none' : undefined}>
            <label>
              <input
                type="checkbox"
                checked={props.selected.includes(option.value)}
                data-testid={props.testId}
                data-value={option.value}
                onChange={(event) => toggle(option.value, event.target.checked)}
              />
              <span className="lib-check-label">{option.label}</span>
              {option.count !== undefined && <span className="lib-count">{option.count}</span>}
            </label>
          </li>
        ))}
        {shown.length === 0 && <li className="lib-none">{t('filter.noMatch')}</li>}
      </ul>
    </fieldset>
  );
}
