import { listDesigns } from '@stickerei/shared/api-client';
import type { Design } from '@stickerei/shared/domain';
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { activeFilterCount } from '../../lib/library/filterState.ts';
import { apiFilters, filterKey, listQuery, queryFromKey } from '../../lib/library/listQuery.ts';
import { importWithReload } from '../../lib/importWithReload.ts';
import { ActiveFilterChips } from './ActiveFilterChips.tsx';
import { DesignGrid } from './DesignGrid.tsx';
import { FilterPanel } from './filters/FilterPanel.tsx';
import { Icon } from './Icon.tsx';
import { libraryApi } from '../../lib/library/session.ts';
import { ResultsBar } from './ResultsBar.tsx';
import { StatusMessage } from './StatusMessage.tsx';
import { useDesignList, type FetchPage } from './useDesignList.ts';
import { useFilterOptions } from './useFilterOptions.ts';
import { useGrowingLibrary } from './useGrowingLibrary.ts';
import { useLibraryState } from './useLibraryState.ts';
import { useMarks } from './useMarks.ts';
import { useQueuedChanges } from './useQueuedChanges.ts';
import { useSession } from './useSession.ts';
import { useT } from './useT.ts';

// The detail view loads with its first use; a failed chunk reloads the page once (spec §2).
const DesignDialog = lazy(() => importWithReload(() => import('./DesignDialog.tsx')));

/**
 * A shared link with filters opens at the results, not at the hero above them (unless the
 * browser restores a scroll position or the link names a place itself).
 */
function useScrollToLibrary(filtered: boolean): void {
  const first = useRef(filtered);
  useEffect(() => {
    if (first.current && !location.hash && window.scrollY === 0) {
      document.getElementById('library')?.scrollIntoView();
    }
  }, []);
}

// Below this width the filters are a panel behind a button (library.css).
const NARROW = '(max-width: 60rem)';

/**
 * Whether the filters are rendered: at once where they stand beside the grid; on a phone only
 * once the panel is first opened (then they stay, with what was typed in them). Rendering 48
 * categories and the other lists nobody sees yet cost a phone's first screen a long task
 * (issue 17, docs/delivery.md "First things first").
 */
function useFiltersRendered(open: boolean): boolean {
  const [needed, setNeeded] = useState(() => !window.matchMedia(NARROW).matches);
  useEffect(() => {
    if (needed) return;
    if (open) {
      setNeeded(true);
      return;
    }
    const media = window.matchMedia(NARROW);
    const widened = () => {
      if (!media.matches) setNeeded(true);
    };
    media.addEventListener('change', widened);
    return () => media.removeEventListener('change', widened);
  }, [open, needed]);
  return needed || open;
}

/** The library on the home page: filters in the URL, a growing grid and the detail dialog. */
export default function Library() {
  const { t } = useT();
  const { state, change, clearFilters, openDesign, closeDesign } = useLibraryState();
  const session = useSession();
  const signedIn = session === undefined ? undefined : Boolean(session?.authenticated);
  const [panelOpen, setPanelOpen] = useState(false);
  const filtersRendered = useFiltersRendered(panelOpen);

  const query = listQuery(state, { signedIn: Boolean(signedIn) });
  const key = filterKey(query);
  const fetchPage = useMemo<FetchPage | null>(() => {
    if (signedIn === undefined) return null;
    // The key stands for the whole query (the state object itself is new on every render).
    const base = queryFromKey(key);
    return (cursor, signal) =>
      listDesigns(libraryApi().client, { ...base, cursor: cursor ?? undefined }, signal);
  }, [key, signedIn]);
  const list = useDesignList(fetchPage, key);
  const growing = useGrowingLibrary(list);
  const options = useFilterOptions(
    signedIn === undefined ? null : apiFilters(state, signedIn),
    growing,
  );
  const marks = useMarks({ signedIn, failedText: t('favorite.failed') });
  useQueuedChanges({
    ready: list.view.status === 'ready',
    setItems: list.setItems,
    reload: list.reload,
  });

  useScrollToLibrary(activeFilterCount(state) > 0);
  const openInPlace = useCallback((design: Design) => openDesign(design.id), [openDesign]);
  const activeCount = activeFilterCount(state);

  return (
    <div className="lib">
      <div className="lib-layout">
        <aside className="lib-aside" aria-label={t('filter.heading')}>
          <button
            type="button"
            className="lib-panel-toggle button button-secondary"
            aria-expanded={panelOpen}
            aria-controls="lib-filter-panel"
            onClick={() => setPanelOpen((open) => !open)}
          >
            <Icon name="filter" size={18} />
            {activeCount > 0 ? t('filter.toggleCount', { count: activeCount }) : t('filter.toggle')}
          </button>
          <div
            id="lib-filter-panel"
            className={panelOpen ? 'lib-panel lib-panel-open' : 'lib-panel'}
          >
            {filtersRendered && (
              <FilterPanel state={state} options={options} signedIn={signedIn} onChange={change} />
            )}
            <button
              type="button"
              className="lib-panel-done button button-primary"
              onClick={() => {
                setPanelOpen(false);
                document.getElementById('lib-results')?.scrollIntoView({ block: 'start' });
              }}
            >
              {t('filter.showResults')}
            </button>
          </div>
        </aside>
        <div className="lib-results" id="lib-results">
          <ResultsBar view={list.view} state={state} onChange={change} />
          <ActiveFilterChips state={state} onChange={change} onClear={clearFilters} />
          <DesignGrid
            list={list}
            label={t('list.label')}
            empty={
              <StatusMessage
                kind="empty"
                title={t('list.emptyTitle')}
                action={
                  activeCount > 0
                    ? { label: t('filter.clearAll'), onClick: clearFilters }
                    : undefined
                }
              >
                {activeCount > 0 ? t('list.emptyFiltered') : t('list.emptyLibrary')}
              </StatusMessage>
            }
            onOpen={openInPlace}
            marks={marks}
          />
          {marks.error && !state.design && (
            <p className="lib-toast" role="alert">
              {marks.error}
              <button
                type="button"
                className="lib-icon-button"
                aria-label={t('common.close')}
                onClick={marks.clearError}
              >
                <Icon name="close" size={16} />
              </button>
            </p>
          )}
        </div>
      </div>
      {state.design && (
        <Suspense fallback={null}>
          <DesignDialog
            id={state.design}
            signedIn={signedIn}
            marks={marks}
            onClose={closeDesign}
            onOpen={openDesign}
          />
        </Suspense>
      )}
    </div>
  );
}
