import { useEffect, useId, useRef, useState, useSyncExternalStore } from 'react';
import { errorText } from '../../lib/library/errors.ts';
import { quotaRefusal, quotaRefusalText } from '../../lib/quota/quotaText.ts';
import { isFinished } from '../../lib/library/uploadJobs.ts';
import { uploads } from '../../stores/uploads.ts';
import { Icon } from '../library/Icon.tsx';
import { useT } from '../library/useT.ts';
import { UploadRow } from './UploadRow.tsx';

/** Adds another machine format to the design, with live progress; `onDone` reloads the design. */
export function AddFormat(props: { id: string; onDone: () => void }) {
  const { language, t } = useT();
  const inputId = useId();
  const [keys, setKeys] = useState<string[]>([]);
  const state = useSyncExternalStore(uploads.subscribe, uploads.get);
  const items = state.items.filter((item) => keys.includes(item.key));
  const reported = useRef(new Set<string>());
  const onDone = useRef(props.onDone);
  onDone.current = props.onDone;

  useEffect(() => {
    for (const item of items) {
      if (item.phase !== 'done' || reported.current.has(item.key)) continue;
      reported.current.add(item.key);
      onDone.current();
    }
  }, [items]);

  const add = (file: File | undefined) => {
    if (!file) return;
    const key = uploads.addFormat(props.id, file, (error) => {
      const overQuota = quotaRefusal(error);
      return overQuota
        ? quotaRefusalText(overQuota, language)
        : errorText(error, t('upload.refused'));
    });
    setKeys((all) => [key, ...all]);
  };
  const running = items.some((item) => !isFinished(item.phase));

  return (
    <div className="lib-add-format">
      <label className="button button-secondary lib-file-button" htmlFor={inputId}>
        <Icon name="plus" size={18} />
        {t('addFormat.button')}
      </label>
      <input
        id={inputId}
        type="file"
        className="visually-hidden"
        data-testid="add-format-input"
        disabled={running}
        onChange={(event) => {
          add(event.target.files?.[0]);
          event.target.value = '';
        }}
      />
      <p className="lib-hint">{t('addFormat.hint')}</p>
      {items.length > 0 && (
        <ul className="lib-job-list">
          {items.map((item) => (
            <UploadRow key={item.key} item={item} />
          ))}
        </ul>
      )}
    </div>
  );
}
