import {
  getThreadBrand,
  getThreadStock,
  listThreadBrands,
  replaceThreadStock,
  type RequestClient,
} from '@stickerei/shared/api-client';
import { useEffect, useState } from 'react';
import { errorText } from '../../lib/library/errors.ts';
import { formatCount } from '../../lib/library/formatting.ts';
import { sortedCharts } from '../../lib/machine/threadChoice.ts';
import { createThreadStock, type ThreadStock } from '../../lib/machine/threadStock.ts';
import { useStore } from '../auth/useStore.ts';
import { useMachineText } from '../machine/useMachineText.ts';
import { AddThreads } from './threads/AddThreads.tsx';
import { CsvThreads } from './threads/CsvThreads.tsx';
import { StockList } from './threads/StockList.tsx';
import { useThreadLabel } from './threads/useThreadLabel.ts';

function stockOf(client: RequestClient): ThreadStock {
  return createThreadStock({
    loadStock: async () => (await getThreadStock(client)).items,
    saveStock: async (items) => (await replaceThreadStock(client, items)).items,
    loadBrands: async () => sortedCharts(await listThreadBrands(client)),
    loadChart: (id) => getThreadBrand(client, id),
  });
}

/** "My threads": the threads the user has, added from a chart, as pasted codes or from a CSV file. */
export function ThreadsSection({ client }: { client: RequestClient }) {
  const { language, mt } = useMachineText();
  const [stock] = useState(() => stockOf(client));
  const state = useStore(stock);
  const label = useThreadLabel(state);
  useEffect(() => void stock.load(), [stock]);

  const notice = state.notice;
  const count = state.items.length;
  return (
    <section className="card settings-card mach" aria-labelledby="settings-threads" id="my-threads">
      <h2 id="settings-threads">{mt('threads.heading')}</h2>
      <p>{mt('threads.intro')}</p>
      {state.status === 'loading' && (
        <p className="mach-pending" role="status">
          {mt('common.loading')}
        </p>
      )}
      {state.status === 'failed' && (
        <div className="mach-error" role="alert">
          <p>{mt('threads.loadFailed')}</p>
          <button
            type="button"
            className="button button-secondary button-small"
            onClick={() => void stock.load()}
          >
            {mt('common.retry')}
          </button>
        </div>
      )}
      {state.status === 'ready' && (
        <>
          <p className="mach-label" data-testid="thread-count">
            {count === 1
              ? mt('threads.countOne')
              : mt('threads.count', { count: formatCount(count, language) })}
          </p>
          <StockList state={state} label={label} onRemove={(item) => void stock.remove(item)} />
          <p className="mach-status" role="status">
            {state.saving && mt('threads.saving')}
            {!state.saving &&
              notice?.kind === 'added' &&
              (notice.count === 1
                ? mt('threads.addedOne')
                : mt('threads.added', { count: formatCount(notice.count, language) }))}
            {!state.saving &&
              notice?.kind === 'removed' &&
              mt('threads.removed', { thread: label(notice.item) })}
          </p>
          {state.error !== null && (
            <p className="mach-error-text" role="alert">
              {errorText(state.error, mt('threads.saveFailed'))}
            </p>
          )}
          <AddThreads stock={stock} state={state} />
          <CsvThreads stock={stock} state={state} />
        </>
      )}
    </section>
  );
}
