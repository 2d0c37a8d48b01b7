import { describe, expect, it } from 'vitest';
import {
  authFieldProblems,
  emailProblems,
  newPasswordProblems,
  requiredProblems,
} from './fieldProblems.ts';

describe('field problems (spec §5)', () => {
  it('names empty sign-in fields as required', () => {
    expect(authFieldProblems('signIn', { username: ' ', password: '' })).toEqual({
      username: 'required',
      password: 'required',
    });
  });

  it('calls a short new password too short, not missing', () => {
    expect(authFieldProblems('signUp', { username: 'a@b.c', password: 'short' })).toEqual({
      password: 'tooShort',
    });
  });

  it('needs username, code and new password to confirm a reset', () => {
    expect(authFieldProblems('confirmResetPassword', { username: 'a@b.c' })).toEqual({
      code: 'required',
      newPassword: 'required',
    });
  });

  it('accepts complete input', () => {
    expect(
      authFieldProblems('updatePassword', { oldPassword: 'x', newPassword: 'long-enough' }),
    ).toEqual({});
  });

  it('checks a new password against its repetition', () => {
    expect(newPasswordProblems('long-enough', 'long-enougH')).toEqual({
      confirmPassword: 'mismatch',
    });
    expect(newPasswordProblems('short', '')).toEqual({
      newPassword: 'tooShort',
      confirmPassword: 'required',
    });
    expect(newPasswordProblems('long-enough', 'long-enough')).toEqual({});
  });

  it('lists empty values', () => {
    expect(requiredProblems({ code: ' ', answer: 'x' })).toEqual({ code: 'required' });
  });

  it('wants an @ with text on both sides in an email address', () => {
    expect(emailProblems('email', 'ada@example.com')).toEqual({});
    expect(emailProblems('email', 'ada')).toEqual({ email: 'invalidEmail' });
    expect(emailProblems('email', '')).toEqual({ email: 'required' });
  });
});
