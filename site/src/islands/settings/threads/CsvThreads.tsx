import { saveBlob } from '@stickerei/shared/api-client';
import { useRef, useState } from 'react';
import { importWithReload } from '../../../lib/importWithReload.ts';
import { formatCount } from '../../../lib/library/formatting.ts';
import type { ThreadStock, ThreadStockState } from '../../../lib/machine/threadStock.ts';
import { Icon } from '../../library/Icon.tsx';
import { useMachineText } from '../../machine/useMachineText.ts';
import { CsvReport, MAX_CSV_MB, type CsvOutcome } from './CsvReport.tsx';

// papaparse comes with the first import or export, not with the settings page.
const csvModule = () => importWithReload(() => import('../../../lib/machine/threadCsv.ts'));

/** Reads a CSV file of threads and adds the good rows; the outcome names the bad lines. */
async function importFile(file: File, stock: ThreadStock): Promise<CsvOutcome> {
  if (file.size > MAX_CSV_MB * 1_000_000) return { kind: 'failed', reason: 'tooLarge' };
  let text: string;
  try {
    text = await file.text();
  } catch (error) {
    console.warn('Stickerei: the CSV file could not be read.', error);
    return { kind: 'failed', reason: 'unreadable' };
  }
  const csv = await csvModule();
  const state = stock.getState();
  const read = csv.readThreadCsv(text);
  const ids = csv.chartsNamed(read.rows, state.brands);
  let charts;
  try {
    charts = new Map(
      await Promise.all(ids.map(async (id) => [id, await stock.chart(id)] as const)),
    );
  } catch (error) {
    console.warn('Stickerei: a thread chart of the CSV file could not be loaded.', error);
    return { kind: 'failed', reason: 'charts' };
  }
  const checked = csv.checkThreadRows(read.rows, {
    brands: state.brands,
    charts,
    stock: stock.getState().items,
  });
  const saved = await stock.add(checked.added);
  return {
    kind: 'done',
    file: file.name,
    added: saved ? checked.added.length : 0,
    already: checked.already,
    problems: [...read.problems, ...checked.problems].sort((a, b) => a.line - b.line),
  };
}

/** CSV import (columns brand and code, read in the browser) and export of the user's threads. */
export function CsvThreads(props: { stock: ThreadStock; state: ThreadStockState }) {
  const { language, mt } = useMachineText();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<CsvOutcome | null>(null);

  const chosen = async (file: File | undefined) => {
    if (!file) return;
    setBusy(file.name);
    setOutcome(null);
    try {
      setOutcome(await importFile(file, props.stock));
    } finally {
      setBusy(null);
      if (input.current) input.current.value = '';
    }
  };
  const exportCsv = async () => {
    const csv = await csvModule();
    const text = csv.threadCsv(props.state.items, props.state.charts);
    saveBlob(new Blob([text], { type: 'text/csv;charset=utf-8' }), 'my-threads.csv');
  };

  return (
    <div className="mach-panel" data-testid="csv-threads">
      <h3>{mt('csv.heading')}</h3>
      <p className="mach-hint">{mt('csv.intro')}</p>
      <div className="mach-actions">
        <input
          ref={input}
          className="mach-file-input"
          type="file"
          accept=".csv,.txt,text/csv,text/plain"
          tabIndex={-1}
          aria-hidden="true"
          data-testid="csv-input"
          onChange={(event) => void chosen(event.target.files?.[0])}
        />
        <button
          type="button"
          className="button button-secondary button-small"
          disabled={busy !== null}
          onClick={() => input.current?.click()}
        >
          <Icon name="upload" size={18} />
          {mt('csv.import')}
        </button>
        <button
          type="button"
          className="button button-secondary button-small"
          data-testid="csv-export"
          disabled={props.state.items.length === 0}
          onClick={() => void exportCsv()}
        >
          <Icon name="download" size={18} />
          {mt('csv.export')}
        </button>
      </div>
      <div role="status">
        {busy && <p className="mach-pending">{mt('csv.reading', { file: busy })}</p>}
        {outcome && <CsvReport outcome={outcome} format={(n) => formatCount(n, language)} />}
      </div>
    </div>
  );
}
