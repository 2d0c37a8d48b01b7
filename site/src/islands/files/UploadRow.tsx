import { isFinished, type UploadItem } from '../../lib/library/uploadJobs.ts';
import { Icon } from '../library/Icon.tsx';
import { useT, type Translate } from '../library/useT.ts';
import { Breakable } from '../library/Breakable.tsx';

function phaseText(item: UploadItem, t: Translate): string {
  switch (item.phase) {
    case 'uploading':
      return t('job.uploading');
    case 'queued':
      return t('job.queued');
    case 'processing':
      return t('job.processing', { progress: item.progress });
    case 'done':
      return t('job.done');
    case 'failed':
      return t('job.failed');
    case 'rejected':
      return t('job.rejected');
  }
}

/** One file's row: name, state, a progress bar while it runs, the reader's message if it failed. */
export function UploadRow(props: { item: UploadItem }) {
  const { t } = useT();
  const { item } = props;
  const running = !isFinished(item.phase);
  return (
    <li
      className={`lib-job lib-job-${item.phase}`}
      data-testid="upload-job"
      data-state={item.phase}
      data-job-id={item.jobId ?? undefined}
    >
      <Icon
        name={item.phase === 'done' ? 'check' : isFinished(item.phase) ? 'alert' : 'file'}
        size={20}
        className="lib-job-icon"
      />
      <div className="lib-job-main">
        <p className="lib-job-name">
          <Breakable text={item.fileName} />
        </p>
        <p className="lib-job-state">
          {phaseText(item, t)}
          {item.phase === 'done' && item.designId && (
            <>
              {' · '}
              <a href={`/files/${encodeURIComponent(item.designId)}`}>{t('job.open')}</a>
            </>
          )}
        </p>
        {item.error && (
          <p className="lib-error-text" data-testid="job-error">
            {item.error}
          </p>
        )}
        {running && (
          <progress
            className="lib-progress"
            max={100}
            value={
              item.phase === 'uploading' || item.phase === 'queued' ? undefined : item.progress
            }
            aria-label={t('job.progressOf', { name: item.fileName })}
            data-testid="job-progress"
          />
        )}
      </div>
    </li>
  );
}
