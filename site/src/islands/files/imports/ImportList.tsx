import { useEffect, useState, useSyncExternalStore } from 'react';
import { announcement } from '../../../lib/imports/announcements.ts';
import { isImportFinished } from '../../../lib/imports/importProgress.ts';
import { imports } from '../../../stores/imports.ts';
import { uploads } from '../../../stores/uploads.ts';
import { ImportCard } from './ImportCard.tsx';
import { ImportSummary } from './ImportSummary.tsx';
import { TransferCard } from './TransferCard.tsx';
import { useImportText } from './useImportText.ts';

// Past imports shown at first; the rest behind a button.
const PAST_SHOWN = 5;

/**
 * Imports under way with their live progress, then past imports with their summaries. Screen
 * readers hear, politely, when an import starts, each quarter of its way and how it ended.
 */
export function ImportList() {
  const { language, t } = useImportText();
  const state = useSyncExternalStore(imports.subscribe, imports.get);
  const stream = useSyncExternalStore(uploads.subscribeStatus, uploads.status);
  const [said, setSaid] = useState('');
  const [showAll, setShowAll] = useState(false);

  useEffect(
    () =>
      imports.subscribe((after, before) => {
        const text = announcement(before, after, language);
        if (text) setSaid(text);
      }),
    [language],
  );

  const running = state.imports.filter((item) => !isImportFinished(item));
  const past = state.imports.filter(isImportFinished);
  const shownPast = showAll ? past : past.slice(0, PAST_SHOWN);
  const waiting = state.transfers.filter(
    (transfer) => !transfer.importId || !state.imports.some((i) => i.id === transfer.importId),
  );
  const live = (
    <p className="visually-hidden" role="status" data-testid="import-announcement">
      {said}
    </p>
  );
  if (state.status === 'error')
    return (
      <section className="imp-list" aria-label={t('imports.heading')}>
        <p className="lib-error-text" role="alert">
          {t('imports.loadError')}{' '}
          <button type="button" className="lib-link-button" onClick={imports.reload}>
            {t('upload.retry')}
          </button>
        </p>
      </section>
    );
  if (state.imports.length === 0 && waiting.length === 0) return live;
  return (
    <section className="imp-list" aria-labelledby="imports-title" data-testid="imports">
      <h2 id="imports-title" className="lib-section-title">
        {t('imports.heading')}
      </h2>
      {running.length > 0 && stream !== 'open' && (
        <p className="lib-hint">{t('imports.polling')}</p>
      )}
      {(waiting.length > 0 || running.length > 0) && (
        <div className="imp-running">
          {waiting.map((transfer) => (
            <TransferCard key={transfer.key} transfer={transfer} />
          ))}
          {running.map((item) => (
            <ImportCard
              key={item.id}
              item={item}
              samples={state.samples[item.id] ?? []}
              transfer={state.transfers.find((transfer) => transfer.importId === item.id)}
              stored={state.stored[item.id]}
              fresh={state.fresh.includes(item.id)}
            />
          ))}
        </div>
      )}
      {past.length > 0 && (
        <div className="imp-past">
          {running.length + waiting.length > 0 && (
            <h3 className="imp-past-title">{t('imports.past')}</h3>
          )}
          {shownPast.map((item) => (
            <ImportSummary key={item.id} item={item} open={state.fresh.includes(item.id)} />
          ))}
          {!showAll && past.length > PAST_SHOWN && (
            <button type="button" className="lib-link-button" onClick={() => setShowAll(true)}>
              {t('imports.showOlder', { count: past.length - PAST_SHOWN })}
            </button>
          )}
        </div>
      )}
      {live}
    </section>
  );
}
