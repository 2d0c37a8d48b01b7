import type { MessageKey } from '../../i18n/index.ts';
import { Field } from '../auth/Field.tsx';
import { SubmitButton } from '../auth/SubmitButton.tsx';
import { formValues } from '../auth/formValues.ts';
import { useText, type Translate } from '../auth/useText.ts';
import { StepFrame } from './StepFrame.tsx';
import type { StepProps } from './stepProps.ts';
import { NewPasswordFields } from '../auth/PasswordFields.tsx';

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
        <NewPasswordFields form="sign-in-new-password" problems={problems} autoFocus />
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
