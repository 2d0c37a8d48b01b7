import { useId, useRef, useState, type DragEvent } from 'react';
import { errorText } from '../../lib/library/errors.ts';
import { dragHasFiles } from '../../lib/library/uploadBatches.ts';
import { uploads } from '../../stores/uploads.ts';
import { Icon } from '../library/Icon.tsx';
import { useT } from '../library/useT.ts';

/** Drop zone and file picker for many embroidery files at once. */
export function UploadPanel() {
  const { t } = useT();
  const id = useId();
  const [dragging, setDragging] = useState(false);
  const depth = useRef(0);
  const refusal = (error: unknown) => errorText(error, t('upload.refused'));

  const take = (list: FileList | null) => {
    const files = list ? [...list] : [];
    if (files.length > 0) void uploads.upload(files, refusal);
  };
  const onDrag = (event: DragEvent, change: 1 | -1 | 0) => {
    if (!dragHasFiles([...event.dataTransfer.types])) return;
    event.preventDefault();
    // dragenter/leave fire for every child: count them so the highlight does not flicker.
    depth.current = Math.max(0, depth.current + change);
    setDragging(depth.current > 0);
  };

  return (
    <section className="lib-upload" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="lib-section-title">
        {t('upload.heading')}
      </h2>
      <div
        className={dragging ? 'lib-dropzone lib-dropzone-active' : 'lib-dropzone'}
        data-testid="upload-dropzone"
        onDragEnter={(event) => onDrag(event, 1)}
        onDragOver={(event) => onDrag(event, 0)}
        onDragLeave={(event) => onDrag(event, -1)}
        onDrop={(event) => {
          onDrag(event, 0);
          depth.current = 0;
          setDragging(false);
          take(event.dataTransfer.files);
        }}
      >
        <Icon name="upload" size={32} className="lib-dropzone-icon" />
        <p className="lib-dropzone-title">{t('upload.drop')}</p>
        <label className="button button-primary lib-file-button">
          <input
            type="file"
            multiple
            className="visually-hidden"
            data-testid="upload-input"
            onChange={(event) => {
              take(event.target.files);
              event.target.value = '';
            }}
          />
          {t('upload.choose')}
        </label>
        <p className="lib-hint">{t('upload.formats')}</p>
      </div>
    </section>
  );
}
