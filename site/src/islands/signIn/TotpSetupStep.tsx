import { CODE_INPUT, Field } from '../auth/Field.tsx';
import { SubmitButton } from '../auth/SubmitButton.tsx';
import { LazyTotpSecret } from '../auth/LazyTotpSecret.tsx';
import { formValues } from '../auth/formValues.ts';
import { useText } from '../auth/useText.ts';
import { StepFrame } from './StepFrame.tsx';
import type { StepProps } from './stepProps.ts';

/** TOTP set-up during sign-in: the secret as QR code and text, then the app's first code. */
export function TotpSetupStep({
  secret,
  uri,
  ...props
}: StepProps & { secret: string; uri: string }) {
  const { text } = useText();
  return (
    <StepFrame
      {...props}
      step="totp-setup"
      heading={text('signIn.totpSetup.heading')}
      intro={text('signIn.totpSetup.text')}
    >
      <LazyTotpSecret secret={secret} uri={uri} />
      <form
        className="auth-form"
        id="sign-in-totp-setup"
        noValidate
        onSubmit={(event) => void props.controller.submitCode(formValues(event).code ?? '')}
      >
        <Field
          form="sign-in-totp-setup"
          name="code"
          label={text('totp.code')}
          {...CODE_INPUT}
          required
          problem={props.state.fieldErrors.code}
        />
        <SubmitButton busy={props.state.busy}>{text('signIn.totpSetup.submit')}</SubmitButton>
      </form>
    </StepFrame>
  );
}
