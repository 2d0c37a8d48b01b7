import { Field } from '../auth/Field.tsx';
import { FormError, Notice } from '../auth/Messages.tsx';
import { SubmitButton } from '../auth/SubmitButton.tsx';
import { formValues } from '../auth/formValues.ts';
import { useText } from '../auth/useText.ts';
import type { StepProps } from './stepProps.ts';

/** The first screen: username or email and password (spec §9: sign-in by username or email). */
export function CredentialsStep({ controller, state }: StepProps) {
  const { text } = useText();
  return (
    <form
      className="auth-form"
      id="sign-in"
      noValidate
      onSubmit={(event) => {
        const values = formValues(event);
        void controller.signIn({
          username: values.username ?? '',
          password: values.password ?? '',
        });
      }}
    >
      {state.notice === 'confirmed' && <Notice>{text('signIn.confirmed')}</Notice>}
      <Field
        form="sign-in"
        name="username"
        label={text('auth.usernameOrEmail')}
        type="text"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        required
        defaultValue={state.username}
        problem={state.fieldErrors.username}
      />
      <Field
        form="sign-in"
        name="password"
        label={text('auth.password')}
        type="password"
        autoComplete="current-password"
        required
        problem={state.fieldErrors.password}
      />
      <FormError error={state.error} />
      <SubmitButton busy={state.busy}>{text('signIn.submit')}</SubmitButton>
    </form>
  );
}
