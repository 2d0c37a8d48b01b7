import type { ThreadStockItem } from '@stickerei/shared/domain';
import { useId, useMemo, useState } from 'react';
import { formatCount } from '../../../lib/library/formatting.ts';
import { chartLabel } from '../../../lib/machine/threadChoice.ts';
import { findColour, stockKey } from '../../../lib/machine/threadCodes.ts';
import type { ThreadStockState } from '../../../lib/machine/threadStock.ts';
import { Icon } from '../../library/Icon.tsx';
import { ThreadSwatch } from '../../machine/ThreadSwatch.tsx';
import { useMachineText } from '../../machine/useMachineText.ts';

// Long lists show their first rows until asked for all (a stock may hold thousands).
const SHOWN = 100;

/** The user's threads: swatch, code and name, chart, and a remove button each; filterable. */
export function StockList(props: {
  state: ThreadStockState;
  label: (item: ThreadStockItem) => string;
  onRemove: (item: ThreadStockItem) => void;
}) {
  const { language, mt } = useMachineText();
  const filterId = useId();
  const [filter, setFilter] = useState('');
  const [all, setAll] = useState(false);
  const { items, brands, charts } = props.state;
  const rows = useMemo(
    () =>
      items.map((item) => {
        const colour = charts.get(item.brand);
        const found = colour ? findColour(colour, item.code) : undefined;
        const summary = brands.find((b) => b.id === item.brand);
        return {
          item,
          rgb: found?.rgb ?? null,
          name: found?.name ?? '',
          chart: summary ? chartLabel(summary) : item.brand,
        };
      }),
    [items, brands, charts],
  );
  if (items.length === 0) return <p className="mach-hint">{mt('threads.empty')}</p>;
  const wanted = filter.trim().toLowerCase();
  const matching = wanted
    ? rows.filter((r) => `${r.chart} ${r.item.code} ${r.name}`.toLowerCase().includes(wanted))
    : rows;
  const shown = all ? matching : matching.slice(0, SHOWN);
  return (
    <div className="mach-section">
      {items.length > 8 && (
        <div className="mach-field">
          <label htmlFor={filterId}>{mt('threads.filter')}</label>
          <input
            id={filterId}
            type="search"
            value={filter}
            onChange={(event) => setFilter(event.target.value)}
          />
        </div>
      )}
      {matching.length === 0 && <p className="mach-hint">{mt('threads.filterNone')}</p>}
      <ul className="mach-stock" aria-label={mt('threads.heading')} data-testid="thread-stock">
        {shown.map((row) => (
          <li key={stockKey(row.item)} data-brand={row.item.brand} data-code={row.item.code}>
            <ThreadSwatch rgb={row.rgb} />
            <span className="mach-stock-text">
              <strong>{row.item.code}</strong> {row.name}
              <br />
              <span className="mach-stock-chart">{row.chart}</span>
            </span>
            <button
              type="button"
              className="mach-icon-button"
              aria-label={mt('threads.remove', { thread: props.label(row.item) })}
              title={mt('threads.remove', { thread: props.label(row.item) })}
              onClick={() => props.onRemove(row.item)}
            >
              <Icon name="trash" size={18} />
            </button>
          </li>
        ))}
      </ul>
      {!all && matching.length > SHOWN && (
        <div>
          <button
            type="button"
            className="button button-secondary button-small"
            onClick={() => setAll(true)}
          >
            {mt('threads.showAll', { count: formatCount(matching.length, language) })}
          </button>
        </div>
      )}
    </div>
  );
}
