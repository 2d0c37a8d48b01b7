import {
  MIN_PASSWORD_LENGTH,
  validateAuthInput,
  type AuthAction,
  type AuthField,
} from '@stickerei/shared/auth';
import type { FieldErrors } from './formStore.ts';

/** The problems of spec §5 for `action`: empty required fields, too short new passwords. */
export function authFieldProblems(
  action: AuthAction,
  input: Partial<Record<AuthField, string>>,
): FieldErrors {
  const problems: FieldErrors = {};
  for (const field of validateAuthInput(action, input)) {
    problems[field] = (input[field] ?? '').trim() ? 'tooShort' : 'required';
  }
  return problems;
}

/** `required` for every field of `values` that is empty after trimming. */
export function requiredProblems(values: Record<string, string>): FieldErrors {
  const problems: FieldErrors = {};
  for (const [field, value] of Object.entries(values)) {
    if (!value.trim()) problems[field] = 'required';
  }
  return problems;
}

/** A new password and its repetition: required, long enough, and equal. */
export function newPasswordProblems(
  password: string,
  confirmation: string,
  fields: { password: string; confirmation: string } = {
    password: 'newPassword',
    confirmation: 'confirmPassword',
  },
): FieldErrors {
  const problems: FieldErrors = {};
  if (!password.trim()) problems[fields.password] = 'required';
  else if (password.length < MIN_PASSWORD_LENGTH) problems[fields.password] = 'tooShort';
  if (!confirmation) problems[fields.confirmation] = 'required';
  else if (confirmation !== password) problems[fields.confirmation] = 'mismatch';
  return problems;
}

/** An email address needs something on both sides of one @ (the service checks the rest). */
export function emailProblems(field: string, value: string): FieldErrors {
  if (!value.trim()) return { [field]: 'required' };
  return /^[^\s@]+@[^\s@]+$/.test(value.trim()) ? {} : { [field]: 'invalidEmail' };
}
