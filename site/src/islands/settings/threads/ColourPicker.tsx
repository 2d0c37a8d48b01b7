import type { ThreadStockItem } from '@stickerei/shared/domain';
import { useDeferredValue, useId, useMemo, useState } from 'react';
import { formatCount } from '../../../lib/library/formatting.ts';
import { searchColours, stockKey, type ChartIndex } from '../../../lib/machine/threadCodes.ts';
import type { ThreadStock } from '../../../lib/machine/threadStock.ts';
import { Icon } from '../../library/Icon.tsx';
import { ThreadSwatch } from '../../machine/ThreadSwatch.tsx';
import { useMachineText } from '../../machine/useMachineText.ts';

const PAGE = 120;

/**
 * A chart's colours as a filterable list of toggles: pressed ones are in the user's threads, a
 * press adds or removes one. Found by code or name.
 */
export function ColourPicker(props: {
  chart: ChartIndex;
  stock: ThreadStock;
  items: readonly ThreadStockItem[];
}) {
  const { language, mt } = useMachineText();
  const searchId = useId();
  const [query, setQuery] = useState('');
  const [limit, setLimit] = useState(PAGE);
  const deferred = useDeferredValue(query);
  const found = useMemo(() => searchColours(props.chart, deferred), [props.chart, deferred]);
  const have = useMemo(() => new Set(props.items.map(stockKey)), [props.items]);
  return (
    <div className="mach-section">
      <div className="mach-field">
        <label htmlFor={searchId}>{mt('add.search')}</label>
        <input
          id={searchId}
          type="search"
          data-testid="colour-search"
          placeholder={mt('add.searchPlaceholder')}
          value={query}
          onChange={(event) => {
            setQuery(event.target.value);
            setLimit(PAGE);
          }}
        />
      </div>
      <p className="mach-hint" role="status">
        {found.length === 0
          ? mt('add.noMatch')
          : mt('add.found', { count: formatCount(found.length, language) })}
      </p>
      <ul className="mach-colours" aria-label={mt('add.pick')}>
        {found.slice(0, limit).map((colour) => {
          const item = { brand: props.chart.id, code: colour.code };
          const pressed = have.has(stockKey(item));
          return (
            <li key={colour.code}>
              <button
                type="button"
                className="mach-colour"
                aria-pressed={pressed}
                data-testid="chart-colour"
                data-code={colour.code}
                onClick={() => void (pressed ? props.stock.remove(item) : props.stock.add([item]))}
              >
                <ThreadSwatch rgb={colour.rgb} />
                <span className="mach-colour-text">
                  <strong>{colour.code}</strong> {colour.name}
                </span>
                {pressed && <Icon name="check" size={16} className="mach-colour-check" />}
              </button>
            </li>
          );
        })}
      </ul>
      {found.length > limit && (
        <div>
          <button
            type="button"
            className="button button-secondary button-small"
            onClick={() => setLimit((n) => n + PAGE)}
          >
            {mt('add.more')}
          </button>
        </div>
      )}
    </div>
  );
}
