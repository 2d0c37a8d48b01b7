import { MIN_PASSWORD_LENGTH } from '@stickerei/shared/auth';
import type { MessageKey } from '../../i18n/index.ts';
import { Field } from '../auth/Field.tsx';
import { SubmitButton } from '../auth/SubmitButton.tsx';
import { formValues } from '../auth/formValues.ts';
import { useText, type Translate } from '../auth/useText.ts';
import { StepFrame } from './StepFrame.tsx';
import type { StepProps } from './stepProps.ts';

const KNOWN_ATTRIBUTES = new Set(['email', 'name', 'given_name', 'family_name', 'phone_number']);

function attributeLabel(text: Translate, attribute: string): string {
  return KNOWN_ATTRIBUTES.has(attribute)
    ? text(`auth.attr.${attribute}` as MessageKey)
    : text('auth.attr.other', { attribute });
}

/** The account must get a new password (and any attributes the pool still needs). */
export function NewPasswordStep({ missing, ...props }: StepProps & { missing: string[] }) {
  const { text } = useText();
  const problems = props.state.fieldErrors;
  return (
    <StepFrame
      {...props}
      step="new-password"
      heading={text('signIn.newPassword.heading')}
      intro={text('signIn.newPassword.text')}
    >
      <form
        className="auth-form"
        id="sign-in-new-password"
        noValidate
        onSubmit={(event) => {
          const values = formValues(event);
          const attributes = Object.fromEntries(
            missing.map((name) => [name, values[`attr-${name}`] ?? '']),
          );
          void props.controller.submitNewPassword({
            newPassword: values.newPassword ?? '',
            confirmPassword: values.confirmPassword ?? '',
            attributes,
          });
        }}
      >
        <Field
          form="sign-in-new-password"
          name="newPassword"
          label={text('auth.newPassword')}
          hint={text('auth.passwordHint', { min: MIN_PASSWORD_LENGTH })}
          type="password"
          autoComplete="new-password"
          autoFocus
          required
          problem={problems.newPassword}
        />
        <Field
          form="sign-in-new-password"
          name="confirmPassword"
          label={text('auth.confirmPassword')}
          type="password"
          autoComplete="new-password"
          required
          problem={problems.confirmPassword}
        />
        {missing.map((name) => (
          <Field
            key={name}
            form="sign-in-new-password"
            name={`attr-${name}`}
            label={attributeLabel(text, name)}
            type={name === 'email' ? 'email' : 'text'}
            required
            problem={problems[name]}
          />
        ))}
        <SubmitButton busy={props.state.busy}>{text('signIn.newPassword.submit')}</SubmitButton>
      </form>
    </StepFrame>
  );
}
