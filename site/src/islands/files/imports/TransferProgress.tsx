import { formatDuration } from '../../../lib/imports/formatting.ts';
import { transferProgress } from '../../../lib/imports/importProgress.ts';
import { formatBytes } from '../../../lib/library/formatting.ts';
import { imports, type Transfer } from '../../../stores/imports.ts';
import { errorText } from '../../../lib/library/errors.ts';
import { quotaRefusal, quotaRefusalText } from '../../../lib/quota/quotaText.ts';
import { useImportText } from './useImportText.ts';

/** An archive's upload from this page: bytes sent and time left, or why it failed. */
export function TransferProgress(props: { transfer: Transfer }) {
  const { language, t } = useImportText();
  const { transfer } = props;
  if (transfer.phase === 'failed') {
    const refusal = (error: unknown) => {
      const overQuota = quotaRefusal(error);
      return overQuota
        ? quotaRefusalText(overQuota, language)
        : errorText(error, t('upload.failedGeneric'));
    };
    return (
      <div className="imp-transfer">
        <p className="lib-error-text" role="alert">
          {transfer.error
            ? t('upload.failed', { reason: transfer.error })
            : t('upload.failedGeneric')}
        </p>
        <div className="imp-actions">
          <button
            type="button"
            className="button button-secondary button-small"
            onClick={() => imports.retry(transfer.key, refusal)}
          >
            {t('upload.retry')}
          </button>
          <button
            type="button"
            className="lib-link-button"
            onClick={() => imports.dismiss(transfer.key)}
          >
            {t('upload.dismiss')}
          </button>
        </div>
      </div>
    );
  }
  const progress = transferProgress(transfer.sent, transfer.size, transfer.samples);
  const values = {
    sent: formatBytes(transfer.sent, language),
    total: formatBytes(transfer.size, language),
    percent: progress.percent,
  };
  const text =
    progress.secondsLeft !== null && progress.secondsLeft > 0
      ? t('upload.sendingLeft', { ...values, time: formatDuration(progress.secondsLeft, language) })
      : t('upload.sending', values);
  return (
    <div className="imp-transfer" data-testid="import-upload" data-sent={transfer.sent}>
      <p className="imp-figures">{text}</p>
      <progress
        className="lib-progress"
        max={100}
        value={progress.percent}
        aria-label={t('upload.of', { name: transfer.fileName })}
        aria-valuetext={text}
      />
      <button
        type="button"
        className="lib-link-button"
        onClick={() => void imports.cancel(transfer.key)}
        data-testid="import-cancel"
      >
        {t('upload.cancel')}
      </button>
    </div>
  );
}
