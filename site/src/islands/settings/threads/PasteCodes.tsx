import type { ThreadStockItem } from '@stickerei/shared/domain';
import { useId, useState, type FormEvent } from 'react';
import { pasteCodes } from '../../../lib/machine/codeList.ts';
import type { ChartIndex } from '../../../lib/machine/threadCodes.ts';
import type { ThreadStock } from '../../../lib/machine/threadStock.ts';
import { useMachineText } from '../../machine/useMachineText.ts';

type Outcome = { unknown: string[]; already: number } | 'empty' | null;

/** Codes of the chosen chart pasted in one go: known ones are added, unknown ones named. */
export function PasteCodes(props: {
  chart: ChartIndex;
  stock: ThreadStock;
  items: readonly ThreadStockItem[];
}) {
  const { mt } = useMachineText();
  const id = useId();
  const [text, setText] = useState('');
  const [outcome, setOutcome] = useState<Outcome>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const pasted = pasteCodes(text, props.chart, props.items);
    if (pasted.added.length === 0 && pasted.unknown.length === 0 && pasted.already === 0) {
      return setOutcome('empty');
    }
    setOutcome({ unknown: pasted.unknown, already: pasted.already });
    // Keep only what was not taken, so the user can correct it.
    if (await props.stock.add(pasted.added)) setText(pasted.unknown.join('\n'));
  };

  return (
    <form className="mach-section" onSubmit={(event) => void submit(event)}>
      <h4 className="mach-label">{mt('paste.heading')}</h4>
      <div className="mach-field">
        <label htmlFor={id} className="mach-plain-label">
          {mt('paste.label', { chart: props.chart.name })}
        </label>
        <textarea
          id={id}
          data-testid="paste-codes"
          rows={3}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setOutcome(null);
          }}
        />
      </div>
      <div className="mach-actions">
        <button type="submit" className="button button-secondary button-small">
          {mt('paste.submit')}
        </button>
      </div>
      <div role="status">
        {outcome === 'empty' && <p className="mach-error-text">{mt('paste.nothing')}</p>}
        {outcome && outcome !== 'empty' && outcome.unknown.length > 0 && (
          <p className="mach-error-text" data-testid="paste-unknown">
            {mt('paste.unknown', { chart: props.chart.name, codes: outcome.unknown.join(', ') })}
          </p>
        )}
        {outcome && outcome !== 'empty' && outcome.already > 0 && (
          <p className="mach-hint">{mt('paste.already', { count: outcome.already })}</p>
        )}
      </div>
    </form>
  );
}
