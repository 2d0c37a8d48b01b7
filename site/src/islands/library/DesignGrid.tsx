import type { Design } from '@stickerei/shared/domain';
import { useEffect, useState, type ReactNode } from 'react';
import { afterNextPaint } from './afterNextPaint.ts';
import { DesignCard } from './DesignCard.tsx';
import { gridState, MoreDesigns, type GridList } from './GridParts.tsx';
import type { Marks } from './useMarks.ts';
import { useT } from './useT.ts';

// Cards rendered in the grid's first task: three rows on a wide screen, six on a phone, more
// than either shows at once.
const FIRST_CARDS = 12;

/**
 * How many of `total` cards to render: the first screen's cards when the grid first shows, all
 * of them from the next frame on (issue 17, docs/delivery.md "First things first"). Twenty
 * cards in one task were one of a phone's longest; a grid that shows once renders whole after.
 */
function useFirstScreenFirst(total: number): number {
  const [all, setAll] = useState(false);
  useEffect(() => (all ? undefined : afterNextPaint(() => setAll(true))), [all]);
  return all ? total : Math.min(total, FIRST_CARDS);
}

/** The cards of a grid that has designs to show. */
function Cards(props: {
  items: readonly Design[];
  href: (design: Design) => string;
  onOpen?: (design: Design) => void;
  marks: Marks;
}) {
  const shown = useFirstScreenFirst(props.items.length);
  return props.items.slice(0, shown).map((design) => (
    <li key={design.id}>
      <DesignCard
        design={design}
        href={props.href(design)}
        onOpen={props.onOpen}
        favorite={props.marks.favorite(design)}
      />
    </li>
  ));
}

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
        <Cards items={items} href={href} onOpen={props.onOpen} marks={marks} />
      </ul>
      <MoreDesigns list={props.list} shown={items.length} />
    </>
  );
}
