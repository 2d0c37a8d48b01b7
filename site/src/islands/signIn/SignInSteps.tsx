import { Pending } from '../auth/Messages.tsx';
import { useText } from '../auth/useText.ts';
import { ConfirmSignUpStep, ResetPasswordStep } from './AccountSteps.tsx';
import { CodeStep, CustomChallengeStep, EmailSetupStep, PasswordStep } from './AnswerSteps.tsx';
import { ChoiceStep } from './ChoiceStep.tsx';
import { CredentialsStep } from './CredentialsStep.tsx';
import { NewPasswordStep } from './NewPasswordStep.tsx';
import { TotpSetupStep } from './TotpSetupStep.tsx';
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
      return <TotpSetupStep {...props} secret={view.secret} uri={view.uri} />;
    case 'emailSetup':
      return <EmailSetupStep {...props} />;
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
      return <PasswordStep {...props} />;
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
