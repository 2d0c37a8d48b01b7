import { useEffect, useId, useRef } from 'react';
import type { DropPlan } from '../../../lib/imports/dropFiles.ts';
import { formatCount } from '../../../lib/library/formatting.ts';
import { useImportText } from './useImportText.ts';

/**
 * A folder too large for one request: it can go in parts (each its own import, lost on a
 * reload), or better as a zip (one import, resumable). Focus moves here when it shows.
 */
export function AskLargeFolder(props: { plan: DropPlan; onClose: (send: boolean) => void }) {
  const { language, t } = useImportText();
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const { plan } = props;
  useEffect(() => heading.current?.focus(), []);
  const count = formatCount(plan.loose.length, language);
  return (
    <div
      className="imp-ask"
      role="group"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
      data-testid="import-ask"
      onKeyDown={(event) => {
        if (event.key === 'Escape') props.onClose(false);
      }}
    >
      <h3 id={`${id}-title`} ref={heading} tabIndex={-1} className="imp-ask-title">
        {plan.folder
          ? t('add.askTitle', { folder: plan.folder, count })
          : t('add.askTitleFiles', { count })}
      </h3>
      <p id={`${id}-text`} className="imp-ask-text">
        {t('add.askText', { parts: plan.batches })}
      </p>
      <div className="imp-actions">
        <button type="button" className="button button-primary" onClick={() => props.onClose(true)}>
          {t('add.askSend', { parts: plan.batches })}
        </button>
        <button
          type="button"
          className="button button-secondary"
          onClick={() => props.onClose(false)}
        >
          {t('common.cancel')}
        </button>
      </div>
    </div>
  );
}
