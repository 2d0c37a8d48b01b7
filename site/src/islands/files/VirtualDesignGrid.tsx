import type { Design } from '@stickerei/shared/domain';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { DesignCard } from '../library/DesignCard.tsx';
import { gridState, MoreDesigns, type GridList } from '../library/GridParts.tsx';
import type { Marks } from '../library/useMarks.ts';
import { useT } from '../library/useT.ts';

// A card row's height before it is measured (preview, name, facts, formats and the gap).
const ROW_ESTIMATE = 390;
const OVERSCAN_ROWS = 3;

/** The number of columns the grid's CSS makes at its width (an empty `auto-fill` grid has them). */
function columnsOf(probe: HTMLElement): number {
  const tracks = getComputedStyle(probe).gridTemplateColumns.split(' ').filter(Boolean);
  return Math.max(1, tracks.length);
}

/**
 * The design grid of /files for collections of thousands: only the rows near the viewport are
 * in the page (rows of as many cards as the grid's CSS fits, measured as they render), so
 * scrolling stays smooth however many pages have loaded. Cards are list items with their
 * position in the whole list; Tab walks them in order (the rows ahead are rendered in time).
 */
export function VirtualDesignGrid(props: {
  list: GridList;
  label: string;
  empty: ReactNode;
  href: (design: Design) => string;
  marks: Marks;
}) {
  const { t } = useT();
  const { view } = props.list;
  const items = view.items;
  const probe = useRef<HTMLDivElement>(null);
  const rowsBox = useRef<HTMLDivElement>(null);
  const [columns, setColumns] = useState(1);
  const [top, setTop] = useState(0);
  const hasItems = items.length > 0;

  useLayoutEffect(() => {
    const element = probe.current;
    if (!element) return;
    // The columns follow the width; the grid's place on the page follows what is above it.
    const measure = () => {
      setColumns(columnsOf(element));
      const box = rowsBox.current;
      if (box) setTop(box.getBoundingClientRect().top + window.scrollY);
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    observer.observe(document.body);
    return () => observer.disconnect();
  }, [hasItems]);

  const virtualizer = useWindowVirtualizer({
    count: Math.ceil(items.length / columns),
    estimateSize: () => ROW_ESTIMATE,
    overscan: OVERSCAN_ROWS,
    scrollMargin: top,
  });

  const state = gridState({ list: props.list, items, label: props.label, empty: props.empty, t });
  if (state) return state;
  return (
    <>
      <div ref={probe} className="lib-grid lib-grid-probe" aria-hidden="true" />
      <div
        ref={rowsBox}
        role="list"
        aria-label={props.label}
        aria-busy={view.status === 'loading'}
        className={view.status === 'loading' ? 'lib-vgrid lib-grid-stale' : 'lib-vgrid'}
        style={{ height: virtualizer.getTotalSize() }}
        data-testid="design-grid"
      >
        {virtualizer.getVirtualItems().map((row) => (
          <div
            key={row.key}
            ref={virtualizer.measureElement}
            data-index={row.index}
            role="presentation"
            className="lib-grid lib-vgrid-row"
            style={{ transform: `translateY(${row.start - virtualizer.options.scrollMargin}px)` }}
          >
            {items.slice(row.index * columns, (row.index + 1) * columns).map((design, i) => (
              <div
                key={design.id}
                role="listitem"
                aria-posinset={row.index * columns + i + 1}
                aria-setsize={Math.max(view.total, items.length)}
              >
                <DesignCard
                  design={design}
                  href={props.href(design)}
                  favorite={props.marks.favorite(design)}
                />
              </div>
            ))}
          </div>
        ))}
      </div>
      <MoreDesigns list={props.list} shown={items.length} />
    </>
  );
}
