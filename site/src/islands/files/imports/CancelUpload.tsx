import { useState } from 'react';
import { imports } from '../../../stores/imports.ts';
import { useImportText } from './useImportText.ts';

/**
 * Ends an upload that is not running on this page (interrupted here, or begun in another window
 * or on another device): the api removes what arrived and the import ends as cancelled.
 */
export function CancelUpload(props: { importId: string }) {
  const { t } = useImportText();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const cancel = () => {
    setBusy(true);
    setFailed(false);
    imports.cancelImport(props.importId).then(
      () => setBusy(false),
      (error: unknown) => {
        console.warn('Stickerei: an upload could not be cancelled.', error);
        setBusy(false);
        setFailed(true);
      },
    );
  };
  return (
    <>
      <button
        type="button"
        className="lib-link-button"
        onClick={cancel}
        disabled={busy}
        data-testid="import-cancel"
      >
        {t('upload.cancel')}
      </button>
      {failed && (
        <p className="lib-error-text" role="alert">
          {t('upload.cancelFailed')}
        </p>
      )}
    </>
  );
}
