import type { ReactNode } from 'react';
import { AuthStep } from '../auth/AuthStep.tsx';
import { FormError } from '../auth/Messages.tsx';
import { useText } from '../auth/useText.ts';
import type { StepProps } from './stepProps.ts';

/**
 * The frame of every step after the first: a heading, an explanation, the step's content, the
 * error of the last answer, and a way back to the start.
 */
export function StepFrame(
  props: StepProps & { step: string; heading: string; intro?: ReactNode; children: ReactNode },
) {
  const { text } = useText();
  return (
    <AuthStep
      step={props.step}
      headingId="sign-in-step-heading"
      heading={props.heading}
      back={{
        label: text('auth.startOver'),
        onClick: props.controller.restart,
        disabled: props.state.busy,
      }}
    >
      {props.intro && <div className="auth-step-intro">{props.intro}</div>}
      {props.children}
      <FormError error={props.state.error} />
    </AuthStep>
  );
}
