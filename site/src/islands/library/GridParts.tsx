import type { Design } from '@stickerei/shared/domain';
import { useEffect, useRef, type ReactNode } from 'react';
import { errorText } from '../../lib/library/errors.ts';
import { StatusMessage } from './StatusMessage.tsx';
import type { DesignList } from './useDesignList.ts';
import { useT, type Translate } from './useT.ts';

const SKELETONS = 8;

export type GridList = Pick<DesignList, 'view' | 'loadMore' | 'reload'>;

/**
 * A design grid's states before it has designs to show: an error with a retry, placeholders
 * while the first page loads, the caller's empty state. Null once there are designs.
 */
export function gridState(props: {
  list: GridList;
  items: readonly Design[];
  label: string;
  empty: ReactNode;
  t: Translate;
}): ReactNode {
  const { t } = props;
  const { view, reload } = props.list;
  if (view.status === 'error') {
    return (
      <StatusMessage
        kind="error"
        title={t('list.errorTitle')}
        action={{ label: t('common.retry'), onClick: reload }}
      >
        {errorText(view.error, t('list.errorText'))}
      </StatusMessage>
    );
  }
  if (view.status === 'loading' && props.items.length === 0) {
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
  if (props.items.length === 0) return <>{props.empty}</>;
  return null;
}

/**
 * The end of a paged grid: more pages as it scrolls into view, and a button that does the same
 * for keyboards and when the observer is unavailable.
 */
export function MoreDesigns(props: { list: GridList; shown: number }) {
  const { t } = useT();
  const { view, loadMore: onLoadMore } = props.list;
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
  }, [canLoad, props.shown]);

  if (!view.hasMore) return null;
  return (
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
  );
}
