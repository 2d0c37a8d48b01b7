import type { Design } from '@stickerei/shared/domain';
import { useEffect, useRef, type ReactNode } from 'react';
import { DesignCard } from './DesignCard.tsx';
import { StatusMessage } from './StatusMessage.tsx';
import type { DesignList } from './useDesignList.ts';
import type { Marks } from './useMarks.ts';
import { useT } from './useT.ts';
import { errorText } from '../../lib/library/errors.ts';

const SKELETONS = 8;

/** A design's place in the library: its detail dialog over the grid. */
const libraryHref = (design: Design) => `/?design=${encodeURIComponent(design.id)}`;

/**
 * A grid of design cards with its states: placeholders while the first page loads, an error
 * with a retry, the caller's empty state, and more pages as the end of the grid scrolls into
 * view (a button does the same for keyboards and when the observer is unavailable). A card
 * leads to `href` (the library's dialog by default), or to `onOpen` in place, and has the heart.
 */
export function DesignGrid(props: {
  list: Pick<DesignList, 'view' | 'loadMore' | 'reload'>;
  /** The designs shown, when not all of the list's. */
  items?: readonly Design[];
  label: string;
  empty: ReactNode;
  href?: (design: Design) => string;
  onOpen?: (design: Design) => void;
  marks: Marks;
}) {
  const { t } = useT();
  const { view, loadMore: onLoadMore, reload: onRetry } = props.list;
  const { marks, href = libraryHref } = props;
  const items = props.items ?? view.items;
  const sentinel = useRef<HTMLDivElement>(null);
  const loadMore = useRef(onLoadMore);
  loadMore.current = onLoadMore;
  const canLoad = view.hasMore && !view.moreError && view.status === 'ready';

  useEffect(() => {
    const target = sentinel.current;
    if (!target || !canLoad || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) loadMore.current();
      },
      { rootMargin: '600px 0px' },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [canLoad, items.length]);

  if (view.status === 'error') {
    return (
      <StatusMessage
        kind="error"
        title={t('list.errorTitle')}
        action={{ label: t('common.retry'), onClick: onRetry }}
      >
        {errorText(view.error, t('list.errorText'))}
      </StatusMessage>
    );
  }
  if (view.status === 'loading' && items.length === 0) {
    return (
      <ul className="lib-grid" aria-busy="true" aria-label={props.label}>
        {Array.from({ length: SKELETONS }, (_, index) => (
          <li key={index} className="lib-card lib-skeleton" aria-hidden="true">
            <div className="lib-preview" />
            <div className="lib-card-body">
              <span className="lib-skeleton-line" />
              <span className="lib-skeleton-line lib-skeleton-short" />
            </div>
          </li>
        ))}
      </ul>
    );
  }
  if (items.length === 0) return <>{props.empty}</>;
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
      {view.hasMore && (
        <div className="lib-more" ref={sentinel}>
          {view.moreError ? (
            <p className="lib-more-error" role="alert">
              {errorText(view.moreError, t('list.moreError'))}
            </p>
          ) : null}
          <button
            type="button"
            className="button button-secondary"
            onClick={onLoadMore}
            disabled={view.loadingMore}
          >
            {view.loadingMore
              ? t('list.loadingMore')
              : view.moreError
                ? t('common.retry')
                : t('list.loadMore')}
          </button>
        </div>
      )}
    </>
  );
}
