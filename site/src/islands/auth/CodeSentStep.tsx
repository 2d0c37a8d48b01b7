import type { FormState } from '../../lib/auth/formStore.ts';
import type { FieldSpec } from './AuthFields.tsx';
import { AuthForm } from './AuthForm.tsx';
import { AuthStep } from './AuthStep.tsx';
import { Notice } from './Messages.tsx';
import { useText } from './useText.ts';

/** The state of a flow that has sent a code: where it went, and whether it was sent again. */
export interface CodeSentState extends FormState {
  destination: string | null;
  notice: 'codeResent' | null;
}

/**
 * The step after a code was sent (sign-up confirmation, password reset): where it went, the
 * form with the code and what else it asks for, "send again" beside the submit button, and a
 * way back. The heading's id is `<id>-heading`.
 */
export function CodeSentStep(props: {
  step: string;
  /** The form's id. */
  id: string;
  heading: string;
  state: CodeSentState;
  fields: readonly FieldSpec[];
  submit: string;
  onValues: (values: Record<string, string>) => void;
  onResend: () => void;
  back: { label: string; onClick: () => void };
}) {
  const { text } = useText();
  const { state } = props;
  return (
    <AuthStep
      step={props.step}
      headingId={`${props.id}-heading`}
      heading={props.heading}
      back={{ ...props.back, disabled: state.busy }}
    >
      <p className="auth-step-intro">
        {state.destination
          ? text('auth.codeSentTo', { destination: state.destination })
          : text('auth.codeSent')}
      </p>
      {state.notice === 'codeResent' && <Notice>{text('auth.codeResent')}</Notice>}
      <AuthForm
        id={props.id}
        state={state}
        fields={props.fields}
        submit={props.submit}
        secondary={{ label: text('auth.resendCode'), onClick: props.onResend }}
        onValues={props.onValues}
      />
    </AuthStep>
  );
}
