import { useId, useRef, useState, useSyncExternalStore, type DragEvent } from 'react';
import {
  filesFromEntries,
  filesFromInput,
  planDrop,
  type DroppedFile,
  type DropPlan,
} from '../../../lib/imports/dropFiles.ts';
import { errorText } from '../../../lib/library/errors.ts';
import { quotaRefusal, quotaRefusalText } from '../../../lib/quota/quotaText.ts';
import { dragHasFiles } from '../../../lib/library/uploadBatches.ts';
import { imports } from '../../../stores/imports.ts';
import { Icon } from '../../library/Icon.tsx';
import { AskLargeFolder } from './AskLargeFolder.tsx';
import { useImportText } from './useImportText.ts';

/**
 * The drop zone and pickers for embroidery files, folders and zip archives. Archives go as
 * resumable uploads, the rest in batches through upload-files; a folder that needs several
 * batches is sent only after the visitor chose that over zipping it (docs/imports.md "Site").
 */
export function AddDesigns() {
  const { language, t } = useImportText();
  const id = useId();
  const [dragging, setDragging] = useState(false);
  const [reading, setReading] = useState(false);
  const [notice, setNotice] = useState('');
  const [ask, setAsk] = useState<DropPlan | null>(null);
  const depth = useRef(0);
  const zone = useRef<HTMLDivElement>(null);
  const state = useSyncExternalStore(imports.subscribe, imports.get);
  const refusal = (error: unknown) => {
    const overQuota = quotaRefusal(error);
    return overQuota ? quotaRefusalText(overQuota, language) : errorText(error, t('add.refused'));
  };

  const take = (dropped: DroppedFile[]) => {
    setNotice(dropped.length === 0 ? t('add.nothing') : '');
    if (dropped.length === 0) return;
    const plan = planDrop(dropped);
    if (plan.archives.length > 0)
      imports.sendArchives(
        plan.archives.map((f) => f.file),
        refusal,
      );
    if (plan.loose.length === 0) return;
    if (plan.ask) setAsk(plan);
    else void imports.sendFiles(plan.loose, refusal);
  };

  const onDrag = (event: DragEvent, change: 1 | -1 | 0) => {
    if (!dragHasFiles([...event.dataTransfer.types])) return;
    event.preventDefault();
    // dragenter/leave fire for every child: count them so the highlight does not flicker.
    depth.current = Math.max(0, depth.current + change);
    setDragging(depth.current > 0);
  };

  const onDrop = (event: DragEvent) => {
    onDrag(event, 0);
    depth.current = 0;
    setDragging(false);
    // Folders can only be read from the entries while the drop event runs.
    const items = [...event.dataTransfer.items].filter((item) => item.kind === 'file');
    const entries = items.map((item) => item.webkitGetAsEntry?.() ?? null);
    const files = [...event.dataTransfer.files];
    setReading(true);
    filesFromEntries(entries, files)
      .then(take, (error: unknown) => {
        console.warn('Stickerei: the dropped folder could not be read.', error);
        take(filesFromInput(files));
      })
      .finally(() => setReading(false));
  };

  const closeAsk = (send: boolean) => {
    if (send && ask) void imports.sendFiles(ask.loose, refusal);
    setAsk(null);
    zone.current?.querySelector<HTMLInputElement>('input')?.focus();
  };

  const status = reading
    ? t('add.reading')
    : state.parts
      ? t('add.sendingParts', state.parts)
      : notice;
  return (
    <section className="imp-add" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="lib-section-title">
        {t('add.heading')}
      </h2>
      <div
        ref={zone}
        className={dragging ? 'lib-dropzone lib-dropzone-active' : 'lib-dropzone'}
        data-testid="upload-dropzone"
        onDragEnter={(event) => onDrag(event, 1)}
        onDragOver={(event) => onDrag(event, 0)}
        onDragLeave={(event) => onDrag(event, -1)}
        onDrop={onDrop}
      >
        <Icon name="upload" size={32} className="lib-dropzone-icon" />
        <p className="lib-dropzone-title">{t('add.drop')}</p>
        <div className="imp-pickers">
          <label className="button button-primary lib-file-button">
            <input
              type="file"
              multiple
              className="visually-hidden"
              data-testid="upload-input"
              onChange={(event) => {
                take(filesFromInput([...(event.target.files ?? [])]));
                event.target.value = '';
              }}
            />
            {t('add.chooseFiles')}
          </label>
          <label className="button button-secondary lib-file-button">
            <input
              type="file"
              // A folder pick: every file of it, with its path below the folder.
              {...{ webkitdirectory: '' }}
              className="visually-hidden"
              data-testid="upload-folder-input"
              onChange={(event) => {
                take(filesFromInput([...(event.target.files ?? [])]));
                event.target.value = '';
              }}
            />
            {t('add.chooseFolder')}
          </label>
        </div>
        <p className="lib-hint">{t('add.hint')}</p>
        <p className="imp-add-status" role="status" data-testid="add-status">
          {status}
        </p>
      </div>
      {ask && <AskLargeFolder plan={ask} onClose={closeAsk} />}
    </section>
  );
}
