import type { ReactNode } from 'react';
import { FormError } from '../auth/Messages.tsx';
import { SecondaryButton } from '../auth/SubmitButton.tsx';
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
    <section
      className="auth-step"
      data-auth-step={props.step}
      aria-labelledby="sign-in-step-heading"
    >
      <h2 className="auth-step-heading" id="sign-in-step-heading">
        {props.heading}
      </h2>
      {props.intro && <div className="auth-step-intro">{props.intro}</div>}
      {props.children}
      <FormError error={props.state.error} />
      <div className="auth-actions auth-actions-end">
        <SecondaryButton onClick={props.controller.restart} disabled={props.state.busy}>
          {text('auth.startOver')}
        </SecondaryButton>
      </div>
    </section>
  );
}
