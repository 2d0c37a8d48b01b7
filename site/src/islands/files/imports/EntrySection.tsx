import type { EntryState } from '@stickerei/shared/domain';
import { groupEntries } from '../../../lib/imports/importSummary.ts';
import { formatCount } from '../../../lib/library/formatting.ts';
import { useEntries } from './useEntries.ts';
import { useImportText } from './useImportText.ts';

const TITLES = {
  duplicate: 'entries.duplicate',
  failed: 'entries.failed',
  skipped: 'entries.skipped',
} as const;

/**
 * The duplicate, failed or skipped files of an import with their reasons, grouped (by reason,
 * or by the design a duplicate duplicates, with a link to it); loaded when opened, then a page
 * at a time.
 */
export function EntrySection(props: {
  importId: string;
  state: Exclude<EntryState, 'pending' | 'done'>;
  count: number;
}) {
  const { language, t } = useImportText();
  const { view, more } = useEntries(props.importId, props.state);
  const groups = groupEntries(props.state, view.items);
  const files = (n: number) =>
    n === 1 ? t('entries.countOne') : t('entries.count', { count: formatCount(n, language) });
  return (
    <details
      className="imp-entries"
      data-testid={`import-entries-${props.state}`}
      onToggle={(event) => {
        if (event.currentTarget.open && view.idle) more();
      }}
    >
      <summary>
        {t(TITLES[props.state])} ({formatCount(props.count, language)})
      </summary>
      <ul className="imp-groups" aria-busy={view.loading}>
        {groups.map((group) => (
          <li key={group.key} className="imp-group" data-testid="import-entry-group">
            <p className="imp-reason">
              {group.reason}
              {props.state !== 'duplicate' && (
                <span className="imp-group-count"> · {files(group.entries.length)}</span>
              )}
            </p>
            <ul className="imp-paths">
              {group.entries.map((entry) => (
                <li key={entry.path} data-testid="import-entry" data-state={entry.state}>
                  {entry.path}
                  {props.state === 'duplicate' && entry.reason !== group.reason && (
                    <span className="imp-entry-reason"> · {entry.reason}</span>
                  )}
                </li>
              ))}
            </ul>
            {group.designId && (
              <a
                href={`/files/${encodeURIComponent(group.designId)}`}
                className="imp-design-link"
                aria-label={t('entries.openDesignOf', { path: group.entries[0]?.path ?? '' })}
                data-testid="import-duplicate-link"
              >
                {t('entries.openDesign')}
              </a>
            )}
          </li>
        ))}
      </ul>
      {view.loading && <p className="lib-hint">{t('entries.loading')}</p>}
      {view.error && (
        <p className="lib-error-text" role="alert">
          {t('entries.error')}
        </p>
      )}
      {(view.hasMore || view.error) && !view.loading && (
        <button type="button" className="button button-secondary button-small" onClick={more}>
          {view.error ? t('upload.retry') : t('entries.more')}
        </button>
      )}
    </details>
  );
}
