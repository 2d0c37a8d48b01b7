import { MIN_PASSWORD_LENGTH } from '@stickerei/shared/auth';
import type { InputHTMLAttributes } from 'react';
import type { MessageKey } from '../../i18n/index.ts';
import type { FieldErrors, FieldProblem } from '../../lib/auth/formStore.ts';
import { Field } from './Field.tsx';
import { useText } from './useText.ts';

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'name' | 'form'>;

interface Kind {
  name: string;
  label?: MessageKey;
  hint?: MessageKey;
  input: InputProps;
}

// What an identity field of each kind is: its usual name, label, hint and input attributes.
const KINDS = {
  username: {
    name: 'username',
    label: 'auth.usernameOrEmail',
    input: { type: 'text', autoComplete: 'username', autoCapitalize: 'none', spellCheck: false },
  },
  email: { name: 'email', label: 'auth.email', input: { type: 'email', autoComplete: 'email' } },
  password: {
    name: 'password',
    label: 'auth.password',
    input: { type: 'password', autoComplete: 'current-password' },
  },
  newPassword: {
    name: 'newPassword',
    label: 'auth.newPassword',
    hint: 'auth.passwordHint',
    input: { type: 'password', autoComplete: 'new-password' },
  },
  confirmPassword: {
    name: 'confirmPassword',
    label: 'auth.confirmPassword',
    input: { type: 'password', autoComplete: 'new-password' },
  },
  // The one-time codes: SMS, email, authenticator app, confirmation.
  code: {
    name: 'code',
    label: 'auth.code',
    input: { type: 'text', inputMode: 'numeric', autoComplete: 'one-time-code', spellCheck: false },
  },
  text: { name: 'text', input: { type: 'text' } },
} satisfies Record<string, Kind>;

export type FieldKind = keyof typeof KINDS;

/**
 * One field of an identity form: its kind, and what differs from the kind (name, label, hint,
 * input attributes such as `autoFocus` or `defaultValue`). Its problem is the form's problem
 * under its name unless given.
 */
export interface FieldSpec extends InputProps {
  kind: FieldKind;
  name?: string;
  label?: string;
  hint?: string;
  problem?: FieldProblem;
}

/** The name a field is submitted under. */
export const fieldName = (field: FieldSpec): string => field.name ?? KINDS[field.kind].name;

/** The fields of an identity form (every one required), each with its hint and problem. */
export function AuthFields(props: {
  form: string;
  fields: readonly FieldSpec[];
  problems: FieldErrors;
}) {
  const { text } = useText();
  return props.fields.map(({ kind, name, label, hint, problem, ...input }) => {
    const base: Kind = KINDS[kind];
    const submitted = name ?? base.name;
    return (
      <Field
        key={submitted}
        form={props.form}
        name={submitted}
        label={label ?? (base.label ? text(base.label) : '')}
        hint={hint ?? (base.hint && text(base.hint, { min: MIN_PASSWORD_LENGTH }))}
        {...base.input}
        {...input}
        required
        problem={problem ?? props.problems[submitted]}
      />
    );
  });
}
