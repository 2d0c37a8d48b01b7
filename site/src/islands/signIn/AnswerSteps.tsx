import { useText } from '../auth/useText.ts';
import type { SignInView } from '../../lib/auth/signInController.ts';
import { FieldStep } from './FieldStep.tsx';
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
  const label = view.kind === 'TOTP' ? text('totp.code') : undefined;
  return (
    <FieldStep
      {...props}
      step={`code-${view.kind}`}
      heading={text(`signIn.code.${view.kind}.heading`)}
      intro={intro}
      form="sign-in-code"
      field={{ kind: 'code', label, autoFocus: true }}
      submit={text('signIn.code.submit')}
      send={props.controller.submitCode}
    />
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
    <FieldStep
      {...props}
      step="custom-challenge"
      heading={text('signIn.custom.heading')}
      intro={text('signIn.custom.text')}
      form="sign-in-custom"
      field={{
        kind: 'text',
        name: 'answer',
        label: text('signIn.custom.answer'),
        autoComplete: 'off',
        autoFocus: true,
      }}
      submit={text('signIn.code.submit')}
      send={props.controller.submitCustomAnswer}
    >
      {details.map(([key, value]) => (
        <p className="auth-details" key={key} data-challenge-parameter={key}>
          {value}
        </p>
      ))}
    </FieldStep>
  );
}
