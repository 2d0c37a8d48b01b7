import type { DesignImport } from '@stickerei/shared/domain';
import { formatDuration, formatWhen } from '../../../lib/imports/formatting.ts';
import { outcomes } from '../../../lib/imports/importProgress.ts';
import { LISTED_OUTCOMES, summaryFigures } from '../../../lib/imports/importSummary.ts';
import { formatCount } from '../../../lib/library/formatting.ts';
import { Breakable } from '../../library/Breakable.tsx';
import { Icon } from '../../library/Icon.tsx';
import { EntrySection } from './EntrySection.tsx';
import { useImportText } from './useImportText.ts';

/** The library view of the user's own designs, newest first: what an import brought. */
export const IMPORTED_DESIGNS_HREF = '/?mine=1';

/**
 * A finished import: designs created, formats joined, duplicates, skipped and failed files
 * (each list with its reasons), and the way to the imported designs. Open when it finished
 * during this visit; past imports open on demand.
 */
export function ImportSummary(props: { item: DesignImport; open: boolean }) {
  const { language, t } = useImportText();
  const { item } = props;
  const count = (value: number) => formatCount(value, language);
  const when = formatWhen(item.finishedAt ?? item.startedAt, language);
  const seconds = item.finishedAt
    ? (Date.parse(item.finishedAt) - Date.parse(item.startedAt)) / 1000
    : 0;
  const line =
    item.state === 'failed'
      ? t('summary.stopped', { when })
      : t('summary.finished', {
          when,
          files: count(outcomes(item)),
          duration: formatDuration(seconds, language),
        });
  return (
    <details
      className={`imp-summary imp-summary-${item.state}`}
      open={props.open}
      data-testid="import-summary"
      data-import-id={item.id}
      data-state={item.state}
    >
      <summary>
        <Icon name={item.state === 'done' ? 'check' : 'alert'} size={20} className="imp-icon" />
        <span className="imp-summary-main">
          <span className="imp-name">
            <Breakable text={item.name} />
          </span>
          <span className="imp-when">{line}</span>
        </span>
      </summary>
      <div className="imp-summary-body">
        {item.error && <p className="lib-error-text">{item.error}</p>}
        {/* A cancelled upload or an unreadable archive brought nothing: no row of zeros. */}
        {(item.state === 'done' || outcomes(item) > 0) && (
          <dl className="imp-tiles">
            {summaryFigures(item).map(({ figure, value }) => (
              <div
                key={figure}
                className={`imp-tile imp-tile-${figure}${value === 0 ? ' imp-tile-zero' : ''}`}
                data-testid={`figure-${figure}`}
              >
                <dt>{t(`figure.${figure}`)}</dt>
                <dd>{count(value)}</dd>
              </div>
            ))}
          </dl>
        )}
        {item.designsCreated + item.formatsJoined > 0 && (
          <p>
            <a
              className="button button-primary button-small"
              href={IMPORTED_DESIGNS_HREF}
              data-testid="import-open-designs"
            >
              {t('summary.open')}
            </a>
          </p>
        )}
        {LISTED_OUTCOMES.filter(({ figure }) => item[figure] > 0).map(({ state, figure }) => (
          <EntrySection
            key={state}
            importId={item.id}
            state={state as 'duplicate' | 'failed' | 'skipped'}
            count={item[figure]}
          />
        ))}
      </div>
    </details>
  );
}
