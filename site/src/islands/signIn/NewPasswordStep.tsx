import type { MessageKey } from '../../i18n/index.ts';
import { AuthForm } from '../auth/AuthForm.tsx';
import type { FieldSpec } from '../auth/AuthFields.tsx';
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
  const attributes = missing.map((name): FieldSpec => ({
    kind: 'text',
    name: `attr-${name}`,
    label: attributeLabel(text, name),
    type: name === 'email' ? 'email' : 'text',
    problem: problems[name],
  }));
  return (
    <StepFrame
      {...props}
      step="new-password"
      heading={text('signIn.newPassword.heading')}
      intro={text('signIn.newPassword.text')}
    >
      <AuthForm
        id="sign-in-new-password"
        state={props.state}
        errorShownAround
        fields={[
          { kind: 'newPassword', autoFocus: true },
          { kind: 'confirmPassword' },
          ...attributes,
        ]}
        submit={text('signIn.newPassword.submit')}
        onValues={(values) =>
          void props.controller.submitNewPassword({
            newPassword: values.newPassword ?? '',
            confirmPassword: values.confirmPassword ?? '',
            attributes: Object.fromEntries(
              missing.map((name) => [name, values[`attr-${name}`] ?? '']),
            ),
          })
        }
      />
    </StepFrame>
  );
}
