import { MAX_HOOP_MM, MAX_HOOPS } from '@stickerei/shared/domain';
import { useId } from 'react';
import {
  hoopRow,
  type FieldProblem,
  type HoopRow,
  type MachineProblems,
} from '../../lib/machine/machineForm.ts';
import { Icon } from '../library/Icon.tsx';
import { useMachineText } from '../machine/useMachineText.ts';

/** The user's hoops as rows of name, width and height (mm), each removable, one more added. */
export function HoopRows(props: {
  hoops: HoopRow[];
  problems: MachineProblems;
  onChange: (hoops: HoopRow[]) => void;
}) {
  const { mt } = useMachineText();
  const id = useId();
  const update = (key: number, patch: Partial<HoopRow>) =>
    props.onChange(props.hoops.map((h) => (h.key === key ? { ...h, ...patch } : h)));
  return (
    <fieldset className="mach-fieldset" data-testid="hoops">
      <legend>{mt('machine.hoops')}</legend>
      <p className="mach-hint">{mt('machine.hoopsIntro')}</p>
      {props.hoops.length === 0 ? (
        <p className="mach-hint">{mt('machine.hoopsNone')}</p>
      ) : (
        <ul className="mach-hoops">
          <li className="mach-hoop mach-hoop-head" aria-hidden="true">
            <span className="mach-hoop-name">{mt('machine.hoopName')}</span>
            <span>{mt('machine.hoopWidth')}</span>
            <span>{mt('machine.hoopHeight')}</span>
          </li>
          {props.hoops.map((hoop, index) => {
            const number = index + 1;
            const problem = props.problems.hoops[hoop.key] ?? {};
            const errorId = `${id}-${hoop.key}-error`;
            const describe = (invalid: unknown) => (invalid ? errorId : undefined);
            const texts = [problem.name, problem.width ?? problem.height].filter(
              (p): p is FieldProblem => p !== undefined,
            );
            return (
              <li key={hoop.key} className="mach-hoop" data-testid="hoop-row">
                <input
                  className="mach-hoop-name"
                  aria-label={mt('machine.hoopNameOf', { number })}
                  placeholder={mt('machine.hoopName')}
                  maxLength={60}
                  value={hoop.name}
                  aria-invalid={problem.name ? true : undefined}
                  aria-describedby={describe(problem.name)}
                  onChange={(event) => update(hoop.key, { name: event.target.value })}
                />
                {(['width', 'height'] as const).map((side) => (
                  <input
                    key={side}
                    type="number"
                    inputMode="decimal"
                    min={1}
                    max={MAX_HOOP_MM}
                    step="any"
                    aria-label={mt(
                      side === 'width' ? 'machine.hoopWidthOf' : 'machine.hoopHeightOf',
                      {
                        number,
                      },
                    )}
                    placeholder={mt(side === 'width' ? 'machine.hoopWidth' : 'machine.hoopHeight')}
                    value={hoop[side]}
                    aria-invalid={problem[side] ? true : undefined}
                    aria-describedby={describe(problem[side])}
                    onChange={(event) => update(hoop.key, { [side]: event.target.value })}
                  />
                ))}
                <button
                  type="button"
                  className="mach-icon-button"
                  aria-label={mt('machine.removeHoop', { number })}
                  title={mt('machine.removeHoop', { number })}
                  onClick={() => props.onChange(props.hoops.filter((h) => h.key !== hoop.key))}
                >
                  <Icon name="trash" size={18} />
                </button>
                {texts.length > 0 && (
                  <p id={errorId} className="mach-field-error mach-hoop-error">
                    {texts.map((p) => mt(p.key, p.values)).join(' ')}
                  </p>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {props.problems.tooManyHoops && (
        <p className="mach-field-error" role="alert">
          {mt(props.problems.tooManyHoops.key, props.problems.tooManyHoops.values)}
        </p>
      )}
      <div>
        <button
          type="button"
          className="button button-secondary button-small"
          disabled={props.hoops.length >= MAX_HOOPS}
          onClick={() => props.onChange([...props.hoops, hoopRow()])}
        >
          <Icon name="plus" size={18} />
          {mt('machine.addHoop')}
        </button>
      </div>
    </fieldset>
  );
}
