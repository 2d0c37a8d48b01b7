import type { RequestClient } from '@stickerei/shared/api-client';
import { useId } from 'react';
import { errorText } from '../../lib/library/errors.ts';
import { formatRunningTime } from '../../lib/machine/runningTime.ts';
import { chartLabel, MY_THREADS } from '../../lib/machine/threadChoice.ts';
import { BlockTable } from './BlockTable.tsx';
import { ChartChooser } from './ChartChooser.tsx';
import { useDesignThreads } from './useDesignThreads.ts';
import { useMachineText } from './useMachineText.ts';
import { useThreadBrands } from './useThreadBrands.ts';
import { WorksheetButton } from './WorksheetButton.tsx';

/**
 * A design's colour blocks matched to a thread chart or the user's own threads, with the chart
 * chooser (remembered per user) and the worksheet in that chart.
 */
export function ThreadList(props: {
  client: RequestClient;
  designId: string;
  designName: string;
  signedIn: boolean | undefined;
}) {
  const { language, mt } = useMachineText();
  const headingId = useId();
  const brands = useThreadBrands(props.client);
  const { load, brand, choose, retry } = useDesignThreads({ ...props, brands });
  const threads = load.threads;
  const summary = brands?.find((b) => b.id === threads?.brand);
  const chart =
    threads?.brand === MY_THREADS
      ? mt('list.mine')
      : summary
        ? chartLabel(summary)
        : (threads?.brand ?? '');
  const emptyStock = threads?.brand === MY_THREADS && threads.blocks.every((b) => !b.match);
  return (
    <section
      className="mach mach-section"
      aria-labelledby={headingId}
      data-testid="thread-list-section"
    >
      <h3 id={headingId}>{mt('list.heading')}</h3>
      <div className="mach-controls">
        {brand && brands && (
          <ChartChooser
            brands={brands}
            value={brand}
            signedIn={Boolean(props.signedIn)}
            onChange={choose}
          />
        )}
        <WorksheetButton
          client={props.client}
          designId={props.designId}
          designName={props.designName}
          brand={threads?.brand}
          signedIn={props.signedIn}
        />
      </div>
      {load.status === 'loading' && (
        <p className="mach-pending" role="status">
          {mt('list.loading')}
        </p>
      )}
      {load.status === 'error' && (
        <div className="mach-error" role="alert">
          <p>{errorText(load.error, mt('list.failed'))}</p>
          <button type="button" className="button button-secondary button-small" onClick={retry}>
            {mt('common.retry')}
          </button>
        </div>
      )}
      {threads && threads.blocks.length === 0 && <p className="muted">{mt('list.empty')}</p>}
      {threads && emptyStock && threads.blocks.length > 0 && (
        <p className="mach-note">
          {mt('list.emptyStock')} <a href="/settings#my-threads">{mt('list.addThreads')}</a>
        </p>
      )}
      {threads && threads.blocks.length > 0 && (
        <div aria-busy={load.status === 'loading' || undefined}>
          <BlockTable threads={threads} chart={chart} />
          <p className="mach-total" data-testid="thread-list-time">
            {mt('list.total', { time: formatRunningTime(threads.estimatedMinutes, language) })}
          </p>
          <p className="mach-hint">{mt('list.deltaEHint')}</p>
        </div>
      )}
    </section>
  );
}
