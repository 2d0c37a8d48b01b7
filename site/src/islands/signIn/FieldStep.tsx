import type { ReactNode } from 'react';
import { AuthForm } from '../auth/AuthForm.tsx';
import { fieldName, type FieldSpec } from '../auth/AuthFields.tsx';
import { StepFrame } from './StepFrame.tsx';
import type { StepProps } from './stepProps.ts';

/** A step that asks for one answer (a code, a password, an address) in the step's frame. */
export function FieldStep(
  props: StepProps & {
    step: string;
    heading: string;
    intro?: ReactNode;
    /** What stands above the form: an authenticator secret, a challenge's texts, a notice. */
    children?: ReactNode;
    /** The form's id. */
    form: string;
    field: FieldSpec;
    submit: string;
    send: (answer: string) => Promise<void>;
    secondary?: { label: string; onClick: () => void };
  },
) {
  const { controller, state, field } = props;
  return (
    <StepFrame
      controller={controller}
      state={state}
      step={props.step}
      heading={props.heading}
      intro={props.intro}
    >
      {props.children}
      <AuthForm
        id={props.form}
        state={state}
        errorShownAround
        fields={[field]}
        submit={props.submit}
        secondary={props.secondary}
        onValues={(values) => void props.send(values[fieldName(field)] ?? '')}
      />
    </StepFrame>
  );
}
