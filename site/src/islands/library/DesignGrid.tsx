import type { Design } from '@stickerei/shared/domain';
import type { ReactNode } from 'react';
import { DesignCard } from './DesignCard.tsx';
import { gridState, MoreDesigns, type GridList } from './GridParts.tsx';
import type { Marks } from './useMarks.ts';
import { useT } from './useT.ts';

/** A design's place in the library: its detail dialog over the grid. */
const libraryHref = (design: Design) => `/?design=${encodeURIComponent(design.id)}`;

/**
 * A grid of design cards with its states: placeholders while the first page loads, an error
 * with a retry, the caller's empty state, and more pages as the end of the grid scrolls into
 * view (a button does the same for keyboards and when the observer is unavailable). A card
 * leads to `href` (the library's dialog by default), or to `onOpen` in place, and has the heart.
 */
export function DesignGrid(props: {
  list: GridList;
  /** The designs shown, when not all of the list's. */
  items?: readonly Design[];
  label: string;
  empty: ReactNode;
  href?: (design: Design) => string;
  onOpen?: (design: Design) => void;
  marks: Marks;
}) {
  const { t } = useT();
  const { view } = props.list;
  const { marks, href = libraryHref } = props;
  const items = props.items ?? view.items;
  const state = gridState({ list: props.list, items, label: props.label, empty: props.empty, t });
  if (state) return state;
  return (
    <>
      <ul
        className={view.status === 'loading' ? 'lib-grid lib-grid-stale' : 'lib-grid'}
        aria-busy={view.status === 'loading'}
        aria-label={props.label}
      >
        {items.map((design) => (
          <li key={design.id}>
            <DesignCard
              design={design}
              href={href(design)}
              onOpen={props.onOpen}
              favorite={marks.favorite(design)}
            />
          </li>
        ))}
      </ul>
      <MoreDesigns list={props.list} shown={items.length} />
    </>
  );
}
