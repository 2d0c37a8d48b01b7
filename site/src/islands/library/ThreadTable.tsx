import type { DesignThread } from '@stickerei/shared/domain';
import { useT } from './useT.ts';

/** The threads in stitching order: swatch, description, brand and catalogue number. */
export function ThreadTable(props: { threads: readonly DesignThread[] }) {
  const { t } = useT();
  if (props.threads.length === 0) return <p className="muted">{t('design.noThreads')}</p>;
  return (
    <div className="lib-table-wrap">
      <table className="lib-threads" data-testid="thread-list">
        <thead>
          <tr>
            <th scope="col">#</th>
            <th scope="col">{t('thread.colour')}</th>
            <th scope="col">{t('thread.description')}</th>
            <th scope="col">{t('thread.brand')}</th>
            <th scope="col">{t('thread.catalogNumber')}</th>
          </tr>
        </thead>
        <tbody>
          {props.threads.map((thread, index) => (
            <tr key={index}>
              <td>{index + 1}</td>
              <td>
                <span className="lib-thread-swatch" style={{ background: thread.hex }} />
                <code>{thread.hex}</code>
              </td>
              <td>{thread.description || '—'}</td>
              <td>{thread.brand || '—'}</td>
              <td>{thread.catalog_number || '—'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
