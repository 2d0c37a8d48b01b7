import { Notice } from '../auth/Messages.tsx';
import { useText } from '../auth/useText.ts';
import { FieldStep } from './FieldStep.tsx';
import { StepFrame } from './StepFrame.tsx';
import type { StepProps } from './stepProps.ts';

/** The account is not confirmed yet: its code (with resend), then the sign-in runs again. */
export function ConfirmSignUpStep(props: StepProps) {
  const { text } = useText();
  const { controller, state } = props;
  return (
    <FieldStep
      {...props}
      step="confirm-sign-up"
      heading={text('signIn.confirmSignUp.heading')}
      intro={text('signIn.confirmSignUp.text')}
      form="sign-in-confirm"
      field={{ kind: 'code', hint: text('auth.codeHint'), autoFocus: true }}
      submit={text('signIn.confirmSignUp.submit')}
      send={controller.confirmSignUp}
      secondary={{
        label: text('auth.resendCode'),
        onClick: () => void controller.resendSignUpCode(),
      }}
    >
      {state.notice === 'codeResent' && <Notice>{text('auth.codeResent')}</Notice>}
    </FieldStep>
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
