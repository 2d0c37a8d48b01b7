import { MACHINE_PROFILE_LIMITS } from '@stickerei/shared/domain';
import { useId } from 'react';
import type { FieldProblem, ProfileField } from '../../lib/machine/machineForm.ts';
import type { MachineMessageKey } from '../../lib/machine/messages.ts';
import { useMachineText } from '../machine/useMachineText.ts';

const LABELS: Record<ProfileField, MachineMessageKey> = {
  stitchesPerMinute: 'machine.speed',
  secondsPerColourChange: 'machine.colourChange',
  secondsPerTrim: 'machine.trim',
  secondsPerStop: 'machine.stop',
};

/** One number of the machine profile, with its limits as hint or its problem. */
export function ProfileInput(props: {
  field: ProfileField;
  value: string;
  problem: FieldProblem | undefined;
  onChange: (value: string) => void;
}) {
  const { mt } = useMachineText();
  const id = useId();
  const [min, max] = MACHINE_PROFILE_LIMITS[props.field];
  return (
    <div className="mach-field">
      <label htmlFor={id}>{mt(LABELS[props.field])}</label>
      <input
        id={id}
        name={props.field}
        type="number"
        inputMode="numeric"
        min={min}
        max={max}
        step={1}
        required
        value={props.value}
        aria-invalid={props.problem ? true : undefined}
        aria-describedby={`${id}-hint`}
        onChange={(event) => props.onChange(event.target.value)}
      />
      <span id={`${id}-hint`} className="mach-field-hint">
        {props.problem ? (
          <span className="mach-field-error">{mt(props.problem.key, props.problem.values)}</span>
        ) : (
          mt('machine.range', { min, max })
        )}
      </span>
    </div>
  );
}
