import { downloadDesign, getFormatCheck, saveBlob } from '@stickerei/shared/api-client';
import {
  DOWNLOAD_FORMATS,
  type DownloadFormat,
  type FormatCheckResult,
} from '@stickerei/shared/domain';
import { useState } from 'react';
import { downloadFileName } from '../../lib/library/formatting.ts';
import { Icon } from './Icon.tsx';
import { errorText } from '../../lib/library/errors.ts';
import { libraryApi } from '../../lib/library/session.ts';
import { FormatCheckDialog } from '../machine/FormatCheckDialog.tsx';
import { useT } from './useT.ts';
import { ErrorAlert } from './ErrorAlert.tsx';

/** The format check of a download, or null when it could not be made (the download goes on). */
async function checkOf(id: string, format: DownloadFormat): Promise<FormatCheckResult | null> {
  try {
    return await getFormatCheck(libraryApi().client, id, format);
  } catch (error) {
    // The check only warns; without it the user still gets the file they asked for.
    console.warn(`Stickerei: the ${format} format check failed; downloading without it.`, error);
    return null;
  }
}

/**
 * One button per machine format. A download is checked first: what the format loses is shown
 * for the user to confirm (no warnings: it starts at once). The file comes with the bearer token
 * as a blob and is saved under the design's name; formats it was uploaded in are originals.
 */
export function DownloadButtons(props: { id: string; name: string; originals: readonly string[] }) {
  const { t } = useT();
  const [busy, setBusy] = useState<DownloadFormat | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [asking, setAsking] = useState<{ format: DownloadFormat; check: FormatCheckResult } | null>(
    null,
  );
  const save = async (format: DownloadFormat) => {
    const blob = await downloadDesign(libraryApi().client, props.id, format);
    saveBlob(blob, downloadFileName(props.name, format));
  };
  const run = async (format: DownloadFormat, checked: boolean) => {
    setBusy(format);
    setError(null);
    try {
      const check = checked ? null : await checkOf(props.id, format);
      if (check && check.warnings.length > 0) setAsking({ format, check });
      else await save(format);
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
                onClick={() => void run(format, false)}
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
      {asking && (
        <FormatCheckDialog
          check={asking.check}
          onCancel={() => setAsking(null)}
          onConfirm={() => {
            setAsking(null);
            void run(asking.format, true);
          }}
        />
      )}
    </div>
  );
}
