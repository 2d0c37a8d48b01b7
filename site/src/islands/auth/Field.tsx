import { MIN_PASSWORD_LENGTH } from '@stickerei/shared/auth';
import type { InputHTMLAttributes } from 'react';
import type { FieldProblem } from '../../lib/auth/formStore.ts';
import { useText } from './useText.ts';

interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'name'> {
  /** The form's id: with `name` it makes the element ids unique on the page. */
  form: string;
  name: string;
  label: string;
  hint?: string;
  problem?: FieldProblem;
}

/** A labelled input with its hint and its problem, both tied to it for screen readers. */
export function Field({ form, name, label, hint, problem, ...input }: FieldProps) {
  const { text } = useText();
  const id = `${form}-${name}`;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = problem ? `${id}-error` : undefined;
  const described = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className="auth-field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name={name}
        aria-invalid={problem ? true : undefined}
        aria-describedby={described}
        {...input}
      />
      {hint && (
        <p className="auth-hint" id={hintId}>
          {hint}
        </p>
      )}
      {problem && (
        <p className="auth-field-error" id={errorId}>
          {text(`auth.field.${problem}`, { min: MIN_PASSWORD_LENGTH })}
        </p>
      )}
    </div>
  );
}
