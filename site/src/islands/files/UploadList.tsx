import { useEffect, useState, useSyncExternalStore } from 'react';
import { isFinished, uploadSummary } from '../../lib/library/uploadJobs.ts';
import { uploads } from '../../stores/uploads.ts';
import { useT } from '../library/useT.ts';
import { UploadRow } from './UploadRow.tsx';

/** The uploads of this visit and recent jobs, with live progress; finished ones can be cleared. */
export function UploadList() {
  const { t } = useT();
  const state = useSyncExternalStore(uploads.subscribe, uploads.get);
  const stream = useSyncExternalStore(uploads.subscribeStatus, uploads.status);
  const [announcement, setAnnouncement] = useState('');

  // Screen readers hear when a file is ready or failed, not every percent in between.
  useEffect(
    () =>
      uploads.subscribe((after, before) => {
        const was = new Map(before.items.map((i) => [i.key, i.phase]));
        const changed = after.items.find(
          (i) => isFinished(i.phase) && !isFinished(was.get(i.key) ?? 'queued'),
        );
        if (changed)
          setAnnouncement(
            t(changed.phase === 'done' ? 'job.announceDone' : 'job.announceFailed', {
              name: changed.fileName,
            }),
          );
      }),
    [t],
  );

  const summary = uploadSummary(state.items);
  const finished = state.items.filter((item) => isFinished(item.phase)).map((item) => item.key);
  const live = (
    <p className="visually-hidden" role="status">
      {announcement}
    </p>
  );
  if (state.items.length === 0) return live;
  return (
    <section className="lib-jobs" aria-label={t('job.heading')}>
      <div className="lib-jobs-head">
        <p className="lib-jobs-summary">{t('job.summary', summary)}</p>
        {stream === 'reconnecting' && <p className="lib-hint">{t('job.reconnecting')}</p>}
        {finished.length > 0 && (
          <button
            type="button"
            className="lib-link-button"
            onClick={() => uploads.dismiss(finished)}
          >
            {t('job.clearFinished')}
          </button>
        )}
      </div>
      <ul className="lib-job-list">
        {state.items.map((item) => (
          <UploadRow key={item.key} item={item} />
        ))}
      </ul>
      {live}
    </section>
  );
}
