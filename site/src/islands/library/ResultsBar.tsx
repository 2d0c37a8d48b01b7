import type { ListSort } from '@stickerei/shared/domain';
import { useId } from 'react';
import type { LibraryState } from '../../lib/library/filterState.ts';
import { formatTotal } from '../../lib/library/formatting.ts';
import type { LibraryMessageKey } from '../../lib/library/messages.ts';
import type { DesignListView } from './useDesignList.ts';
import { useT } from './useT.ts';

// The orders offered: each sort with the direction people expect, plus the useful reverses.
const SORTS: Array<{ sort: ListSort; order: 'asc' | 'desc'; label: LibraryMessageKey }> = [
  { sort: 'newest', order: 'desc', label: 'sort.newest' },
  { sort: 'newest', order: 'asc', label: 'sort.oldest' },
  { sort: 'name', order: 'asc', label: 'sort.nameAsc' },
  { sort: 'name', order: 'desc', label: 'sort.nameDesc' },
  { sort: 'stitches', order: 'asc', label: 'sort.stitchesAsc' },
  { sort: 'stitches', order: 'desc', label: 'sort.stitchesDesc' },
  { sort: 'size', order: 'asc', label: 'sort.sizeAsc' },
  { sort: 'size', order: 'desc', label: 'sort.sizeDesc' },
  { sort: 'time', order: 'asc', label: 'sort.timeAsc' },
  { sort: 'time', order: 'desc', label: 'sort.timeDesc' },
];

/** The result count (announced politely) and the sort order. */
export function ResultsBar(props: {
  view: DesignListView;
  state: LibraryState;
  onChange: (patch: Partial<LibraryState>) => void;
}) {
  const { language, t } = useT();
  const id = useId();
  const { view, state } = props;
  const total = formatTotal(view.total, view.estimate, language);
  const count =
    view.status === 'loading'
      ? t('list.searching')
      : t(
          total.approximate
            ? 'list.countApprox'
            : view.total === 1
              ? 'list.countOne'
              : 'list.count',
          {
            count: total.value,
          },
        );
  return (
    <div className="lib-bar">
      <p className="lib-count-line" role="status" data-testid="result-count">
        {count}
        {view.filling && <span className="lib-count-note"> · {t('list.filling')}</span>}
      </p>
      <div className="lib-sort">
        <label htmlFor={id}>{t('sort.label')}</label>
        <select
          id={id}
          value={`${state.sort}:${state.order}`}
          onChange={(event) => {
            const [sort, order] = event.target.value.split(':') as [ListSort, 'asc' | 'desc'];
            props.onChange({ sort, order });
          }}
        >
          {SORTS.map((option) => (
            <option key={`${option.sort}:${option.order}`} value={`${option.sort}:${option.order}`}>
              {t(option.label)}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
