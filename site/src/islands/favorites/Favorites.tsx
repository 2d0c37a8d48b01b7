import { listDesigns } from '@stickerei/shared/api-client';
import { LIST_PAGE_SIZE, type Design } from '@stickerei/shared/domain';
import { lazy, Suspense, useCallback, useMemo } from 'react';
import { protectPage } from '../../lib/auth/protectPage.ts';
import { importWithReload } from '../../lib/importWithReload.ts';
import { libraryApi } from '../../lib/library/session.ts';
import { DesignGrid } from '../library/DesignGrid.tsx';
import { StatusMessage } from '../library/StatusMessage.tsx';
import { useDesignList, type FetchPage } from '../library/useDesignList.ts';
import { useLibraryState } from '../library/useLibraryState.ts';
import { useMarks } from '../library/useMarks.ts';
import { useQueuedChanges } from '../library/useQueuedChanges.ts';
import { useSession } from '../library/useSession.ts';
import { useT } from '../library/useT.ts';
import { ErrorAlert } from '../library/ErrorAlert.tsx';
import { BulkWorksheetButton } from '../machine/BulkWorksheetButton.tsx';
import { useMachineText } from '../machine/useMachineText.ts';

const DesignDialog = lazy(() => importWithReload(() => import('../library/DesignDialog.tsx')));

const stillFavorite = (design: Design) => design.favorite;

/**
 * `/favorites`: the caller's favorites as cards; taking the heart off removes the card (it comes
 * back if the api refuses). A design opens in the same detail dialog as in the library.
 */
export default function Favorites() {
  const { t } = useT();
  const { mt } = useMachineText();
  const session = useSession(protectPage);
  const allowed = Boolean(session?.authenticated);
  const { state, openDesign, closeDesign } = useLibraryState();
  const fetchPage = useMemo<FetchPage | null>(
    () =>
      allowed
        ? (cursor, signal) =>
            listDesigns(
              libraryApi().client,
              { favorites: true, pageSize: LIST_PAGE_SIZE, cursor: cursor ?? undefined },
              signal,
            )
        : null,
    [allowed],
  );
  const list = useDesignList(fetchPage, 'favorites');
  const marks = useMarks({ signedIn: allowed, failedText: t('favorite.failed') });
  useQueuedChanges({
    ready: list.view.status === 'ready',
    setItems: list.setItems,
    reload: list.reload,
    keep: stillFavorite,
  });
  const open = useCallback((design: Design) => openDesign(design.id), [openDesign]);

  if (!allowed) return null;
  const shown = list.view.items.filter((design) => marks.value(design, 'favorite'));
  return (
    <div className="lib lib-favorites">
      {list.view.status === 'ready' && (
        <BulkWorksheetButton
          client={libraryApi().client}
          ids={shown.map((design) => design.id)}
          name={mt('worksheet.favoritesName')}
        />
      )}
      <DesignGrid
        list={list}
        items={shown}
        label={t('favorites.label')}
        empty={
          <StatusMessage
            kind="info"
            title={t('favorites.emptyTitle')}
            action={{ label: t('favorites.browse'), href: '/#library' }}
          >
            {t('favorites.emptyText')}
          </StatusMessage>
        }
        onOpen={open}
        marks={marks}
      />
      <ErrorAlert>{marks.error}</ErrorAlert>
      {state.design && (
        <Suspense fallback={null}>
          <DesignDialog
            id={state.design}
            signedIn
            marks={marks}
            onClose={closeDesign}
            onOpen={openDesign}
          />
        </Suspense>
      )}
    </div>
  );
}
