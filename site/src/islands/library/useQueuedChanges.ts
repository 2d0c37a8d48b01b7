import type { Design } from '@stickerei/shared/domain';
import { useEffect, useRef } from 'react';
import { applyQueued } from '../../lib/library/designList.ts';
import { designListRefresh } from '../../stores/designListRefresh.ts';

/**
 * Takes the design-list refresh queue of spec §4 whenever the list shows: once it has loaded,
 * and again when the page comes back from the back-forward cache. Queued updates and removals
 * are applied in place (then the queue is reset); a requested full refresh reloads the list.
 */
export function useQueuedChanges(options: {
  ready: boolean;
  setItems: (change: (items: Design[]) => Design[]) => void;
  reload: () => void;
  keep?: (design: Design) => boolean;
}): void {
  const latest = useRef(options);
  latest.current = options;

  useEffect(() => {
    const apply = (fresh: boolean) => {
      const { setItems, reload, keep } = latest.current;
      const queued = designListRefresh().take();
      // A list that has just been fetched is already the full refresh the queue asks for.
      if (queued.fullRefresh && !fresh) {
        reload();
        return;
      }
      if (queued.toUpdate.length === 0 && queued.toRemove.length === 0) return;
      setItems((items) => applyQueued(items, queued, keep).list);
    };
    if (options.ready) apply(true);
    const onShow = (event: PageTransitionEvent) => {
      if (event.persisted) apply(false);
    };
    window.addEventListener('pageshow', onShow);
    return () => window.removeEventListener('pageshow', onShow);
  }, [options.ready]);
}
