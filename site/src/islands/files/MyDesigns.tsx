import { getDesign, listDesigns } from '@stickerei/shared/api-client';
import { designFromRecord } from '@stickerei/shared/domain';
import { useEffect, useMemo, useRef, useState } from 'react';
import { upsertDesign } from '../../lib/library/designList.ts';
import { newlyDone } from '../../lib/library/uploadJobs.ts';
import { libraryApi } from '../../lib/library/session.ts';
import { LIST_PAGE_SIZE } from '@stickerei/shared/domain';
import { importFeed } from '../../stores/importFeed.ts';
import { uploads } from '../../stores/uploads.ts';
import { refreshForImports } from '../../lib/imports/listRefresh.ts';
import { VirtualDesignGrid } from './VirtualDesignGrid.tsx';
import { TextField } from '../library/filters/TextField.tsx';
import { StatusMessage } from '../library/StatusMessage.tsx';
import { useDesignList, type FetchPage } from '../library/useDesignList.ts';
import { useMarks } from '../library/useMarks.ts';
import { useQueuedChanges } from '../library/useQueuedChanges.ts';
import { useT } from '../library/useT.ts';
import { formatTotal } from '../../lib/library/formatting.ts';
import { ErrorAlert } from '../library/ErrorAlert.tsx';
import { BulkWorksheetButton } from '../machine/BulkWorksheetButton.tsx';
import { useMachineText } from '../machine/useMachineText.ts';

/**
 * The user's own uploads and redeemed designs. A finished upload's design appears (or updates
 * in place when the file joined an existing design) without a reload; changes queued on other
 * screens (spec §4) are applied when the list shows.
 */
export function MyDesigns() {
  const { language, t } = useT();
  const { mt } = useMachineText();
  const [q, setQ] = useState('');
  const fetchPage = useMemo<FetchPage>(
    () => (cursor, signal) =>
      listDesigns(
        libraryApi().client,
        { scope: 'mine', q, pageSize: LIST_PAGE_SIZE, cursor: cursor ?? undefined },
        signal,
      ),
    [q],
  );
  const list = useDesignList(fetchPage, q);
  const marks = useMarks({ signedIn: true, failedText: t('favorite.failed') });
  const { setItems, refresh } = list;
  useQueuedChanges({ ready: list.view.status === 'ready', setItems, reload: list.reload });
  const shown = useRef(0);
  shown.current = list.view.items.length;

  // An archive's entries send no job events: the list follows its imports instead.
  useEffect(() => {
    const refresher = refreshForImports({
      refresh,
      shown: () => shown.current,
      pageSize: LIST_PAGE_SIZE,
    });
    return importFeed.subscribe(refresher);
  }, [refresh]);

  useEffect(
    () =>
      uploads.subscribe((after, before) => {
        for (const item of newlyDone(before, after)) {
          if (!item.designId) continue;
          getDesign(libraryApi().client, item.designId).then(
            (detail) => setItems((items) => upsertDesign(items, designFromRecord(detail))),
            (error: unknown) =>
              console.warn('Stickerei: a finished design could not be loaded.', error),
          );
        }
      }),
    [setItems],
  );

  const total = formatTotal(list.view.total, list.view.estimate, language);
  return (
    <section className="lib-mine" aria-labelledby="mine-title">
      <div className="lib-mine-head">
        <h2 id="mine-title" className="lib-section-title">
          {t('mine.heading')}
          {list.view.status === 'ready' && <span className="lib-heading-count">{total.value}</span>}
        </h2>
        <TextField
          type="search"
          label={t('mine.search')}
          value={q}
          onCommit={setQ}
          testId="files-search"
        />
      </div>
      {list.view.status === 'ready' && (
        <BulkWorksheetButton
          client={libraryApi().client}
          ids={list.view.items.map((design) => design.id)}
          name={mt('worksheet.mineName')}
        />
      )}
      <VirtualDesignGrid
        list={list}
        label={t('mine.heading')}
        empty={
          <StatusMessage kind="empty" title={q ? t('mine.noMatch') : t('mine.emptyTitle')}>
            {q ? t('list.emptyFiltered') : t('mine.emptyText')}
          </StatusMessage>
        }
        href={(design) => `/files/${encodeURIComponent(design.id)}`}
        marks={marks}
      />
      <ErrorAlert>{marks.error}</ErrorAlert>
    </section>
  );
}
