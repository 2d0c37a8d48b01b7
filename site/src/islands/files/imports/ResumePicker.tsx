import type { StoredUpload } from '../../../lib/imports/resumableUpload.ts';
import { errorText } from '../../../lib/library/errors.ts';
import { imports } from '../../../stores/imports.ts';
import { useImportText } from './useImportText.ts';

/**
 * An upload of this browser that stopped (the page was reloaded or closed): the browser keeps
 * where it was, not the file, so the visitor picks the same file again and it carries on.
 */
export function ResumePicker(props: { stored: StoredUpload }) {
  const { t } = useImportText();
  const name = props.stored.fileName;
  return (
    <div className="imp-resume" data-testid="import-resume">
      <p className="imp-figures">{t('upload.interrupted', { name })}</p>
      <label className="button button-primary button-small lib-file-button">
        <input
          type="file"
          accept=".zip,application/zip"
          className="visually-hidden"
          data-testid="import-resume-input"
          onChange={(event) => {
            const files = [...(event.target.files ?? [])];
            event.target.value = '';
            if (files.length > 0)
              imports.sendArchives(files, (error) => errorText(error, t('upload.failedGeneric')));
          }}
        />
        {t('upload.chooseAgain', { name })}
      </label>
    </div>
  );
}
