import type { ReactNode } from 'react';
import type { FormState } from '../../lib/auth/formStore.ts';
import { AuthFields, type FieldSpec } from './AuthFields.tsx';
import { FormError } from './Messages.tsx';
import { SecondaryButton, SubmitButton } from './SubmitButton.tsx';
import { formValues } from './formValues.ts';

/**
 * The form of every identity screen: its fields, the last call's error, a status line, the
 * submit button (busy while a call is in flight) and an optional second action beside it.
 * Element ids are `<id>-<field name>`.
 */
export function AuthForm(props: {
  id: string;
  state: FormState;
  fields: readonly FieldSpec[];
  submit: string;
  /** The text fields by name, and the form (to reset it after a success). */
  onValues: (values: Record<string, string>, form: HTMLFormElement) => void;
  /** A message above the fields. */
  notice?: ReactNode;
  /** A message under the error. */
  status?: ReactNode;
  secondary?: { label: string; onClick: () => void };
  /** The surrounding step or section shows the error itself, under its content. */
  errorShownAround?: boolean;
}) {
  const { state, secondary } = props;
  const submit = <SubmitButton busy={state.busy}>{props.submit}</SubmitButton>;
  return (
    <form
      className="auth-form"
      id={props.id}
      noValidate
      onSubmit={(event) => {
        const form = event.currentTarget;
        props.onValues(formValues(event), form);
      }}
    >
      {props.notice}
      <AuthFields form={props.id} fields={props.fields} problems={state.fieldErrors} />
      {!props.errorShownAround && <FormError error={state.error} />}
      {props.status}
      {secondary ? (
        <div className="auth-actions">
          {submit}
          <SecondaryButton onClick={secondary.onClick} disabled={state.busy}>
            {secondary.label}
          </SecondaryButton>
        </div>
      ) : (
        submit
      )}
    </form>
  );
}
