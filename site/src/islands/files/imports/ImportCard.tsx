import type { DesignImport } from '@stickerei/shared/domain';
import { formatDuration, formatRate } from '../../../lib/imports/formatting.ts';
import { importProgress, type Sample } from '../../../lib/imports/importProgress.ts';
import type { StoredUpload } from '../../../lib/imports/resumableUpload.ts';
import { formatCount } from '../../../lib/library/formatting.ts';
import type { Transfer } from '../../../stores/imports.ts';
import { Breakable } from '../../library/Breakable.tsx';
import { CancelUpload } from './CancelUpload.tsx';
import { ResumePicker } from './ResumePicker.tsx';
import { TransferProgress } from './TransferProgress.tsx';
import { useImportText } from './useImportText.ts';

/**
 * An import under way: its upload while the archive arrives (or how to carry on with an
 * interrupted one), then files through of known, files per second, time left and what failed,
 * was a duplicate or was skipped so far.
 */
export function ImportCard(props: {
  item: DesignImport;
  samples: readonly Sample[];
  transfer?: Transfer;
  stored?: StoredUpload;
  /** Started during this visit (a receiving import without its upload is about to begin). */
  fresh: boolean;
}) {
  const { language, t } = useImportText();
  const { item, transfer, stored } = props;
  const progress = importProgress(item, props.samples);
  const count = (value: number) => formatCount(value, language);
  const receiving = item.state === 'receiving';

  const figures = () => {
    if (progress.total === 0 && progress.counting) return t('progress.waiting');
    const files = t(progress.counting ? 'progress.counting' : 'progress.files', {
      finished: count(progress.finished),
      total: count(progress.total),
    });
    const rate =
      progress.filesPerSecond > 0
        ? t('progress.rate', { rate: formatRate(progress.filesPerSecond, language) })
        : null;
    const left =
      progress.secondsLeft !== null && progress.secondsLeft > 0
        ? t('progress.timeLeft', { time: formatDuration(progress.secondsLeft, language) })
        : null;
    return [files, rate, left].filter(Boolean).join(' · ');
  };

  return (
    <article
      className="imp-card"
      data-testid="import-progress"
      data-import-id={item.id}
      data-state={item.state}
    >
      <header className="imp-card-head">
        <h3 className="imp-name">
          <Breakable text={item.name || transfer?.fileName || ''} />
        </h3>
        <span className={`imp-badge imp-badge-${item.state}`}>{t(`state.${item.state}`)}</span>
      </header>
      {transfer && <TransferProgress transfer={transfer} />}
      {receiving && !transfer && stored && <ResumePicker stored={stored} />}
      {receiving && !transfer && !stored && (
        <p className="lib-hint">{props.fresh ? t('progress.waiting') : t('upload.elsewhere')}</p>
      )}
      {receiving && !transfer && !props.fresh && <CancelUpload importId={item.id} />}
      {!receiving && (
        <>
          <p className="imp-figures" data-testid="import-figures">
            {figures()}
          </p>
          <progress
            className="lib-progress"
            max={Math.max(progress.total, 1)}
            value={progress.percent === null ? undefined : progress.finished}
            aria-label={t('progress.of', { name: item.name })}
            aria-valuetext={figures()}
          />
          <p className="imp-sofar" data-testid="import-sofar">
            {t('progress.soFar', {
              failed: count(item.failed),
              duplicates: count(item.duplicates),
              skipped: count(item.skipped),
            })}
          </p>
        </>
      )}
    </article>
  );
}
