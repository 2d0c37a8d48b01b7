import { MIN_PASSWORD_LENGTH } from '@stickerei/shared/auth';
import type { FieldProblem } from '../../lib/auth/formStore.ts';
import { Field } from './Field.tsx';
import { Notice } from './Messages.tsx';
import { useText } from './useText.ts';

/**
 * A new password with its rules as the hint, and the same password again: the inputs of
 * forgot-password, change-password and the sign-in's new-password step.
 */
export function NewPasswordFields(props: {
  form: string;
  problems: { newPassword?: FieldProblem; confirmPassword?: FieldProblem };
  autoFocus?: boolean;
}) {
  const { text } = useText();
  return (
    <>
      <Field
        form={props.form}
        name="newPassword"
        label={text('auth.newPassword')}
        hint={text('auth.passwordHint', { min: MIN_PASSWORD_LENGTH })}
        type="password"
        autoComplete="new-password"
        autoFocus={props.autoFocus}
        required
        problem={props.problems.newPassword}
      />
      <Field
        form={props.form}
        name="confirmPassword"
        label={text('auth.confirmPassword')}
        type="password"
        autoComplete="new-password"
        required
        problem={props.problems.confirmPassword}
      />
    </>
  );
}

/** Where the confirmation code went, and that it was sent again when asked. */
export function CodeSentIntro(props: { destination: string | null; resent: boolean }) {
  const { text } = useText();
  return (
    <>
      <p className="auth-step-intro">
        {props.destination
          ? text('auth.codeSentTo', { destination: props.destination })
          : text('auth.codeSent')}
      </p>
      {props.resent && <Notice>{text('auth.codeResent')}</Notice>}
    </>
  );
}
