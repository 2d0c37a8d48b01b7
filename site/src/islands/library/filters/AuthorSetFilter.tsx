import type { FilterOptions } from '@stickerei/shared/domain';
import type { LibraryState } from '../../../lib/library/filterState.ts';
import { useT } from '../useT.ts';
import { TextField } from './TextField.tsx';

/** Author and set as text fields suggesting the values in the library. */
export function AuthorSetFilter(props: {
  state: LibraryState;
  options: FilterOptions | null;
  onChange: (patch: Partial<LibraryState>) => void;
}) {
  const { t } = useT();
  return (
    <fieldset className="lib-fieldset">
      <legend>{t('filter.authorAndSet')}</legend>
      <TextField
        label={t('filter.author')}
        value={props.state.author}
        suggestions={props.options?.authors.map((a) => a.value)}
        onCommit={(author) => props.onChange({ author })}
      />
      <TextField
        label={t('filter.set')}
        value={props.state.set}
        suggestions={props.options?.sets.map((s) => s.value)}
        onCommit={(set) => props.onChange({ set })}
      />
    </fieldset>
  );
}
