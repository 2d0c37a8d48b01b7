import type { ReactNode } from 'react';
import { SecondaryButton } from './SubmitButton.tsx';

/**
 * A step of an identity flow after its first screen: a section named by its heading, the
 * step's content and, at its end, a way back (start over, another account).
 */
export function AuthStep(props: {
  step: string;
  headingId: string;
  heading: ReactNode;
  children: ReactNode;
  back?: { label: string; onClick: () => void; disabled: boolean };
}) {
  const { back } = props;
  return (
    <section className="auth-step" data-auth-step={props.step} aria-labelledby={props.headingId}>
      <h2 className="auth-step-heading" id={props.headingId}>
        {props.heading}
      </h2>
      {props.children}
      {back && (
        <div className="auth-actions auth-actions-end">
          <SecondaryButton onClick={back.onClick} disabled={back.disabled}>
            {back.label}
          </SecondaryButton>
        </div>
      )}
    </section>
  );
}
