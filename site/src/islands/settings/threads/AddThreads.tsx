import { useEffect, useId, useState } from 'react';
import { formatCount } from '../../../lib/library/formatting.ts';
import { chartLabel } from '../../../lib/machine/threadChoice.ts';
import type { ChartIndex } from '../../../lib/machine/threadCodes.ts';
import type { ThreadStock, ThreadStockState } from '../../../lib/machine/threadStock.ts';
import { useMachineText } from '../../machine/useMachineText.ts';
import { ColourPicker } from './ColourPicker.tsx';
import { PasteCodes } from './PasteCodes.tsx';

type ChartLoad =
  | { status: 'none' }
  | { status: 'loading' }
  | { status: 'failed' }
  | { status: 'ready'; chart: ChartIndex };

/** Adding threads from one chart: pick colours from a filterable list, or paste their codes. */
export function AddThreads(props: { stock: ThreadStock; state: ThreadStockState }) {
  const { language, mt } = useMachineText();
  const chartId = useId();
  const [brand, setBrand] = useState('');
  const [load, setLoad] = useState<ChartLoad>({ status: 'none' });
  const { stock } = props;

  useEffect(() => {
    if (!brand) return setLoad({ status: 'none' });
    let live = true;
    setLoad({ status: 'loading' });
    stock.chart(brand).then(
      (chart) => live && setLoad({ status: 'ready', chart }),
      (error: unknown) => {
        console.warn('Stickerei: a thread chart could not be loaded.', error);
        if (live) setLoad({ status: 'failed' });
      },
    );
    return () => {
      live = false;
    };
  }, [brand, stock]);

  return (
    <div className="mach-panel" data-testid="add-threads">
      <h3>{mt('add.heading')}</h3>
      <div className="mach-field">
        <label htmlFor={chartId}>{mt('add.chart')}</label>
        <select
          id={chartId}
          data-testid="add-chart"
          value={brand}
          onChange={(event) => setBrand(event.target.value)}
        >
          <option value="">{mt('add.chooseChart')}</option>
          {props.state.brands.map((b) => (
            <option key={b.id} value={b.id}>
              {mt('add.chartColours', {
                name: chartLabel(b),
                count: formatCount(b.colors, language),
              })}
            </option>
          ))}
        </select>
      </div>
      {load.status === 'loading' && (
        <p className="mach-pending" role="status">
          {mt('common.loading')}
        </p>
      )}
      {load.status === 'failed' && (
        <p className="mach-error-text" role="alert">
          {mt('add.chartFailed')}
        </p>
      )}
      {load.status === 'ready' && (
        <>
          <ColourPicker chart={load.chart} stock={stock} items={props.state.items} />
          <PasteCodes chart={load.chart} stock={stock} items={props.state.items} />
        </>
      )}
      {load.status === 'none' && <p className="mach-hint">{mt('paste.needsChart')}</p>}
    </div>
  );
}
