import { downloadDesign, saveBlob } from '@stickerei/shared/api-client';
import { DOWNLOAD_FORMATS, type DownloadFormat } from '@stickerei/shared/domain';
import { useState } from 'react';
import { downloadFileName } from '../../lib/library/formatting.ts';
import { Icon } from './Icon.tsx';
import { errorText } from '../../lib/library/errors.ts';
import { libraryApi } from '../../lib/library/session.ts';
import { useT } from './useT.ts';
import { ErrorAlert } from './ErrorAlert.tsx';

/**
 * One button per machine format. The file comes with the bearer token as a blob and is saved
 * under the design's name; formats the design was uploaded in are marked as originals.
 */
export function DownloadButtons(props: { id: string; name: string; originals: readonly string[] }) {
  const { t } = useT();
  const [busy, setBusy] = useState<DownloadFormat | null>(null);
  const [error, setError] = useState<string | null>(null);
  const download = async (format: DownloadFormat) => {
    setBusy(format);
    setError(null);
    try {
      const blob = await downloadDesign(libraryApi().client, props.id, format);
      saveBlob(blob, downloadFileName(props.name, format));
    } catch (failure) {
      setError(errorText(failure, t('download.failed')));
    } finally {
      setBusy(null);
    }
  };
  return (
    <div className="lib-downloads">
      <ul className="lib-download-list">
        {DOWNLOAD_FORMATS.map((format) => {
          const original = props.originals.includes(format);
          return (
            <li key={format}>
              <button
                type="button"
                className={original ? 'lib-download lib-download-original' : 'lib-download'}
                data-testid="download-button"
                data-format={format}
                disabled={busy !== null}
                aria-busy={busy === format}
                aria-label={t(original ? 'download.asOriginal' : 'download.as', {
                  format: format.toUpperCase(),
                })}
                onClick={() => void download(format)}
              >
                <Icon name="download" size={16} />
                <span>{format.toUpperCase()}</span>
                {original && <span className="lib-download-tag">{t('download.original')}</span>}
              </button>
            </li>
          );
        })}
      </ul>
      <ErrorAlert>{error}</ErrorAlert>
    </div>
  );
}
