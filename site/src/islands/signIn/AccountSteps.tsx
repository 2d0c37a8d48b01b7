import { CODE_INPUT, Field } from '../auth/Field.tsx';
import { Notice } from '../auth/Messages.tsx';
import { SecondaryButton, SubmitButton } from '../auth/SubmitButton.tsx';
import { formValues } from '../auth/formValues.ts';
import { useText } from '../auth/useText.ts';
import { StepFrame } from './StepFrame.tsx';
import type { StepProps } from './stepProps.ts';

/** The account is not confirmed yet: its code (with resend), then the sign-in runs again. */
export function ConfirmSignUpStep(props: StepProps) {
  const { text } = useText();
  const { controller, state } = props;
  return (
    <StepFrame
      {...props}
      step="confirm-sign-up"
      heading={text('signIn.confirmSignUp.heading')}
      intro={text('signIn.confirmSignUp.text')}
    >
      {state.notice === 'codeResent' && <Notice>{text('auth.codeResent')}</Notice>}
      <form
        className="auth-form"
        id="sign-in-confirm"
        noValidate
        onSubmit={(event) => void controller.confirmSignUp(formValues(event).code ?? '')}
      >
        <Field
          form="sign-in-confirm"
          name="code"
          label={text('auth.code')}
          hint={text('auth.codeHint')}
          {...CODE_INPUT}
          autoFocus
          required
          problem={state.fieldErrors.code}
        />
        <div className="auth-actions">
          <SubmitButton busy={state.busy}>{text('signIn.confirmSignUp.submit')}</SubmitButton>
          <SecondaryButton onClick={() => void controller.resendSignUpCode()} disabled={state.busy}>
            {text('auth.resendCode')}
          </SecondaryButton>
        </div>
      </form>
    </StepFrame>
  );
}

/** The password must be reset first: on to /forgot-password with the username filled in. */
export function ResetPasswordStep(props: StepProps) {
  const { text } = useText();
  const href = `/forgot-password?${new URLSearchParams({ username: props.state.username }).toString()}`;
  return (
    <StepFrame
      {...props}
      step="reset-password"
      heading={text('signIn.reset.heading')}
      intro={text('signIn.reset.text')}
    >
      <div className="auth-actions">
        <a className="button button-primary" href={href}>
          {text('signIn.reset.link')}
        </a>
      </div>
    </StepFrame>
  );
}
