import { CODE_INPUT, Field } from '../auth/Field.tsx';
import { SubmitButton } from '../auth/SubmitButton.tsx';
import { formValues } from '../auth/formValues.ts';
import { useText } from '../auth/useText.ts';
import type { SignInView } from '../../lib/auth/signInController.ts';
import { StepFrame } from './StepFrame.tsx';
import type { StepProps } from './stepProps.ts';

type CodeView = Extract<SignInView, { name: 'code' }>;

/** A one-time code by SMS, by email or from the authenticator app. */
export function CodeStep({ view, ...props }: StepProps & { view: CodeView }) {
  const { text } = useText();
  const intro = view.destination
    ? text('auth.codeSentTo', { destination: view.destination })
    : view.kind === 'TOTP'
      ? undefined
      : text('auth.codeSent');
  return (
    <StepFrame
      {...props}
      step={`code-${view.kind}`}
      heading={text(`signIn.code.${view.kind}.heading`)}
      intro={intro}
    >
      <form
        className="auth-form"
        id="sign-in-code"
        noValidate
        onSubmit={(event) => void props.controller.submitCode(formValues(event).code ?? '')}
      >
        <Field
          form="sign-in-code"
          name="code"
          label={view.kind === 'TOTP' ? text('totp.code') : text('auth.code')}
          {...CODE_INPUT}
          autoFocus
          required
          problem={props.state.fieldErrors.code}
        />
        <SubmitButton busy={props.state.busy}>{text('signIn.code.submit')}</SubmitButton>
      </form>
    </StepFrame>
  );
}

/** The password as a second step (after choosing PASSWORD as first factor). */
export function PasswordStep(props: StepProps) {
  const { text } = useText();
  return (
    <StepFrame {...props} step="password" heading={text('signIn.password.heading')}>
      <form
        className="auth-form"
        id="sign-in-password-step"
        noValidate
        onSubmit={(event) => void props.controller.submitPassword(formValues(event).password ?? '')}
      >
        <Field
          form="sign-in-password-step"
          name="password"
          label={text('auth.password')}
          type="password"
          autoComplete="current-password"
          autoFocus
          required
          problem={props.state.fieldErrors.password}
        />
        <SubmitButton busy={props.state.busy}>{text('signIn.submit')}</SubmitButton>
      </form>
    </StepFrame>
  );
}

/** The address that email MFA codes go to. */
export function EmailSetupStep(props: StepProps) {
  const { text } = useText();
  return (
    <StepFrame
      {...props}
      step="email-setup"
      heading={text('signIn.emailSetup.heading')}
      intro={text('signIn.emailSetup.text')}
    >
      <form
        className="auth-form"
        id="sign-in-email-setup"
        noValidate
        onSubmit={(event) => void props.controller.submitEmail(formValues(event).email ?? '')}
      >
        <Field
          form="sign-in-email-setup"
          name="email"
          label={text('auth.email')}
          type="email"
          autoComplete="email"
          autoFocus
          required
          problem={props.state.fieldErrors.email}
        />
        <SubmitButton busy={props.state.busy}>{text('signIn.emailSetup.submit')}</SubmitButton>
      </form>
    </StepFrame>
  );
}

/**
 * A custom challenge: the texts its Lambda sends along (a question, a hint; their parameter
 * names are technical and not shown) and a free answer.
 */
export function CustomChallengeStep({
  info,
  ...props
}: StepProps & { info: Record<string, string> }) {
  const { text } = useText();
  const details = Object.entries(info).filter(([key]) => key !== 'USERNAME');
  return (
    <StepFrame
      {...props}
      step="custom-challenge"
      heading={text('signIn.custom.heading')}
      intro={text('signIn.custom.text')}
    >
      {details.map(([key, value]) => (
        <p className="auth-details" key={key} data-challenge-parameter={key}>
          {value}
        </p>
      ))}
      <form
        className="auth-form"
        id="sign-in-custom"
        noValidate
        onSubmit={(event) =>
          void props.controller.submitCustomAnswer(formValues(event).answer ?? '')
        }
      >
        <Field
          form="sign-in-custom"
          name="answer"
          label={text('signIn.custom.answer')}
          type="text"
          autoComplete="off"
          autoFocus
          required
          problem={props.state.fieldErrors.answer}
        />
        <SubmitButton busy={props.state.busy}>{text('signIn.code.submit')}</SubmitButton>
      </form>
    </StepFrame>
  );
}
