import { deleteDesigns } from '@stickerei/shared/api-client';
import { designFromRecord, type DesignDetail } from '@stickerei/shared/domain';
import { useState } from 'react';
import { errorText } from '../../lib/library/errors.ts';
import { libraryApi } from '../../lib/library/session.ts';
import { designListRefresh } from '../../stores/designListRefresh.ts';
import { Dialog } from '../library/Dialog.tsx';
import { Icon } from '../library/Icon.tsx';
import { useT } from '../library/useT.ts';
import { ErrorAlert } from '../library/ErrorAlert.tsx';

/**
 * Delete with a confirmation dialog. On success the design is queued for removal from the other
 * lists (spec §4) and the user goes back to their files.
 */
export function DeleteDesign(props: { design: DesignDetail }) {
  const { t } = useT();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const name = props.design.name || t('design.unnamed');

  const confirm = async () => {
    setBusy(true);
    setFailure(null);
    try {
      await deleteDesigns(libraryApi().client, [props.design.id]);
      designListRefresh().queueRemoval(designFromRecord(props.design));
      location.assign('/files');
    } catch (error) {
      setFailure(errorText(error, t('delete.failed')));
      setBusy(false);
    }
  };

  return (
    <>
      <button
        type="button"
        className="lib-toggle lib-danger"
        data-testid="delete-design"
        onClick={() => setAsking(true)}
      >
        <Icon name="trash" size={18} />
        {t('delete.button')}
      </button>
      {asking && (
        <Dialog
          title={t('delete.title', { name })}
          closeLabel={t('common.close')}
          onClose={() => !busy && setAsking(false)}
          testId="delete-dialog"
        >
          <div className="lib-dialog-body">
            <p>{t('delete.text')}</p>
            <ErrorAlert>{failure}</ErrorAlert>
            <div className="lib-form-actions">
              <button
                type="button"
                className="button button-primary lib-danger-strong"
                data-testid="confirm-delete"
                disabled={busy}
                onClick={() => void confirm()}
              >
                {busy ? t('delete.busy') : t('delete.confirm')}
              </button>
              <button
                type="button"
                className="button button-secondary"
                disabled={busy}
                onClick={() => setAsking(false)}
                autoFocus
              >
                {t('common.cancel')}
              </button>
            </div>
          </div>
        </Dialog>
      )}
    </>
  );
}
