import { Pending } from '../auth/Messages.tsx';
import { useText } from '../auth/useText.ts';
import { ConfirmSignUpStep, ResetPasswordStep } from './AccountSteps.tsx';
import { LazyTotpSecret } from '../auth/LazyTotpSecret.tsx';
import { CodeStep, CustomChallengeStep } from './AnswerSteps.tsx';
import { ChoiceStep } from './ChoiceStep.tsx';
import { CredentialsStep } from './CredentialsStep.tsx';
import { FieldStep } from './FieldStep.tsx';
import { NewPasswordStep } from './NewPasswordStep.tsx';
import type { StepProps } from './stepProps.ts';

/** The screen for the current sign-in step (spec §4), one component per step. */
export function SignInSteps(props: StepProps) {
  const { text } = useText();
  const view = props.state.view;
  switch (view.name) {
    case 'credentials':
      return <CredentialsStep {...props} />;
    case 'newPassword':
      return <NewPasswordStep {...props} missing={view.missingAttributes} />;
    case 'totpSetup':
      // The secret as QR code and text, then the app's first code.
      return (
        <FieldStep
          {...props}
          step="totp-setup"
          heading={text('signIn.totpSetup.heading')}
          intro={text('signIn.totpSetup.text')}
          form="sign-in-totp-setup"
          field={{ kind: 'code', label: text('totp.code') }}
          submit={text('signIn.totpSetup.submit')}
          send={props.controller.submitCode}
        >
          <LazyTotpSecret secret={view.secret} uri={view.uri} />
        </FieldStep>
      );
    case 'emailSetup':
      // The address that email MFA codes go to.
      return (
        <FieldStep
          {...props}
          step="email-setup"
          heading={text('signIn.emailSetup.heading')}
          intro={text('signIn.emailSetup.text')}
          form="sign-in-email-setup"
          field={{ kind: 'email', autoFocus: true }}
          submit={text('signIn.emailSetup.submit')}
          send={props.controller.submitEmail}
        />
      );
    case 'mfaSetupSelection':
      return (
        <ChoiceStep
          {...props}
          step="mfa-setup-selection"
          heading={text('signIn.mfaSetupSelection.heading')}
          intro={text('signIn.mfaSetupSelection.text')}
          options={view.types}
        />
      );
    case 'mfaSelection':
      return (
        <ChoiceStep
          {...props}
          step="mfa-selection"
          heading={text('signIn.mfaSelection.heading')}
          options={view.types}
        />
      );
    case 'firstFactor':
      return (
        <ChoiceStep
          {...props}
          step="first-factor"
          heading={text('signIn.firstFactor.heading')}
          options={view.challenges}
        />
      );
    case 'code':
      return <CodeStep {...props} view={view} />;
    case 'password':
      // The password as a second step (after choosing PASSWORD as first factor).
      return (
        <FieldStep
          {...props}
          step="password"
          heading={text('signIn.password.heading')}
          form="sign-in-password-step"
          field={{ kind: 'password', autoFocus: true }}
          submit={text('signIn.submit')}
          send={props.controller.submitPassword}
        />
      );
    case 'customChallenge':
      return <CustomChallengeStep {...props} info={view.info} />;
    case 'resetPassword':
      return <ResetPasswordStep {...props} />;
    case 'confirmSignUp':
      return <ConfirmSignUpStep {...props} />;
    case 'finishing':
      return <Pending>{text('auth.finishing')}</Pending>;
  }
}
