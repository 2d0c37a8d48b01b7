import { isThemeCategory, type FilterOptions } from '@stickerei/shared/domain';
import { useMemo } from 'react';
import {
  categoryOptions,
  formatOptions,
  stickTypeOptions,
} from '../../../lib/library/facetOptions.ts';
import type { LibraryState } from '../../../lib/library/filterState.ts';
import { useT } from '../useT.ts';
import { AuthorSetFilter } from './AuthorSetFilter.tsx';
import { CheckList } from './CheckList.tsx';
import { ColourFilter } from './ColourFilter.tsx';
import { HoopFilter, SizeRange, TimeFilter } from './SizeFilter.tsx';
import { StickTypeFilter } from './StickTypeFilter.tsx';
import { TextField } from './TextField.tsx';
import { YourFilters } from './YourFilters.tsx';

export type FilterChange = (patch: Partial<LibraryState>) => void;

/** Every library filter; counts come from filter-options under the current filters. */
export function FilterPanel(props: {
  state: LibraryState;
  options: FilterOptions | null;
  signedIn: boolean | undefined;
  onChange: FilterChange;
}) {
  const { language, t } = useT();
  const { state, options, onChange } = props;
  const colourCounts = useMemo(
    () => (options ? new Map(options.colors.map((f) => [f.value, f.count])) : null),
    [options],
  );
  const categories = useMemo(() => categoryOptions(options, language), [options, language]);
  const usage = [
    { value: 'commercial', label: t('filter.commercial'), count: options?.commercial },
    { value: 'sponsored', label: t('filter.sponsored'), count: options?.sponsored },
  ];
  return (
    <div className="lib-filters">
      <TextField
        type="search"
        label={t('filter.search')}
        placeholder={t('filter.searchPlaceholder')}
        value={state.q}
        testId="library-search"
        onCommit={(q) => onChange({ q })}
      />
      <HoopFilter
        key={state.hoop ? `${state.hoop.width}x${state.hoop.height}` : 'none'}
        hoop={state.hoop}
        onChange={onChange}
      />
      <ColourFilter
        selected={state.colors}
        counts={colourCounts}
        onChange={(colors) => onChange({ colors })}
      />
      <CheckList
        legend={t('filter.categories')}
        options={categories}
        selected={state.categories}
        searchable
        testId="category-filter"
        onChange={(values) => onChange({ categories: values.filter(isThemeCategory) })}
      />
      <StickTypeFilter
        options={stickTypeOptions(options, language)}
        selected={state.stickType}
        onChange={(stickType) => onChange({ stickType })}
      />
      <CheckList
        legend={t('filter.formats')}
        options={formatOptions(options)}
        selected={state.formats}
        testId="format-filter"
        onChange={(formats) => onChange({ formats })}
      />
      <CheckList
        legend={t('filter.usage')}
        options={usage}
        selected={usage.map((u) => u.value).filter((v) => state[v as 'commercial' | 'sponsored'])}
        onChange={(values) =>
          onChange({
            commercial: values.includes('commercial'),
            sponsored: values.includes('sponsored'),
          })
        }
      />
      <YourFilters state={state} signedIn={props.signedIn} onChange={onChange} />
      <AuthorSetFilter state={state} options={options} onChange={onChange} />
      <SizeRange state={state} onChange={onChange} />
      <TimeFilter maxMinutes={state.maxMinutes} onChange={onChange} />
    </div>
  );
}
