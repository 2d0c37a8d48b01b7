import { AuthError } from './cognitoApi.ts';

/** Field names the identity forms use. */
export type AuthField = 'username' | 'password' | 'code' | 'newPassword' | 'oldPassword';

/** The product's password rule (the user pool's policy): at least 8 characters. */
export const MIN_PASSWORD_LENGTH = 8;

const REQUIRED: Record<string, AuthField[]> = {
  signIn: ['username', 'password'],
  signUp: ['username', 'password'],
  confirmSignUp: ['username', 'code'],
  resetPassword: ['username'],
  confirmResetPassword: ['username', 'code', 'newPassword'],
  updatePassword: ['oldPassword', 'newPassword'],
};

export type AuthAction = keyof typeof REQUIRED;

/**
 * The validation rules of spec §5: which fields are empty (after trimming), plus the password
 * length for new passwords. Returns the fields in error; empty when the input is fine.
 */
export function validateAuthInput(
  action: AuthAction,
  input: Partial<Record<AuthField, string>>,
): AuthField[] {
  const missing = (REQUIRED[action] ?? []).filter((field) => !(input[field] ?? '').trim());
  const newPasswordField = action === 'signUp' ? 'password' : 'newPassword';
  const value = input[newPasswordField];
  const isNew =
    action === 'signUp' || action === 'confirmResetPassword' || action === 'updatePassword';
  if (isNew && value && value.length < MIN_PASSWORD_LENGTH && !missing.includes(newPasswordField)) {
    missing.push(newPasswordField);
  }
  return missing;
}

/**
 * Throws before any call is made when the input breaks the rules (spec §5).
 * @throws AuthError ValidationError (missing fields) or InvalidPasswordException (too short)
 */
export function assertAuthInput(
  action: AuthAction,
  input: Partial<Record<AuthField, string>>,
): void {
  const fields = validateAuthInput(action, input);
  if (fields.length === 0) return;
  const empty = fields.filter((f) => !(input[f] ?? '').trim());
  if (empty.length === 0) {
    throw new AuthError(
      'InvalidPasswordException',
      `Password must have at least ${MIN_PASSWORD_LENGTH} characters.`,
    );
  }
  throw new AuthError('ValidationError', `Required: ${empty.join(', ')}.`);
}
