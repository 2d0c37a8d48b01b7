import type { ThreadBrandSummary } from '@stickerei/shared/domain';
import { useId } from 'react';
import { chartLabel, MY_THREADS } from '../../lib/machine/threadChoice.ts';
import { useMachineText } from './useMachineText.ts';

/** The thread charts to match a design against, with the user's own threads when signed in. */
export function ChartChooser(props: {
  brands: readonly ThreadBrandSummary[];
  value: string;
  signedIn: boolean;
  disabled?: boolean;
  onChange: (brand: string) => void;
}) {
  const { mt } = useMachineText();
  const id = useId();
  const known = props.value === MY_THREADS || props.brands.some((b) => b.id === props.value);
  return (
    <div className="mach-field">
      <label htmlFor={id}>{mt('list.chart')}</label>
      <select
        id={id}
        data-testid="thread-chart"
        value={props.value}
        disabled={props.disabled}
        onChange={(event) => props.onChange(event.target.value)}
      >
        {props.signedIn && <option value={MY_THREADS}>{mt('list.mine')}</option>}
        {!known && <option value={props.value}>{props.value}</option>}
        {props.brands.map((brand) => (
          <option key={brand.id} value={brand.id}>
            {chartLabel(brand)}
          </option>
        ))}
      </select>
    </div>
  );
}
