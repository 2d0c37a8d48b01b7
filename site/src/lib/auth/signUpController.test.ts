import { AuthError, type SignInStep } from '@stickerei/shared/auth';
import { describe, expect, it, vi } from 'vitest';
import { createSignUpController, type SignUpAuth } from './signUpController.ts';

function setup(options: { confirmed?: boolean; signInStep?: SignInStep['signInStep'] } = {}) {
  const calls: Array<[string, unknown]> = [];
  const auth: SignUpAuth = {
    signUp: async (input) => {
      calls.push(['signUp', input]);
      return { step: options.confirmed ? 'DONE' : 'CONFIRM_SIGN_UP', destination: 'a***@e***' };
    },
    confirmSignUp: async (input) => {
      calls.push(['confirmSignUp', input]);
      if (input.code === '000000') throw new AuthError('CodeMismatchException', 'wrong');
    },
    resendSignUpCode: async (input) => void calls.push(['resendSignUpCode', input]),
    signIn: async (input) => {
      calls.push(['signIn', input]);
      return { signInStep: options.signInStep ?? 'DONE' } as SignInStep;
    },
  };
  const onSignedIn = vi.fn();
  const onNeedsSignIn = vi.fn();
  const controller = createSignUpController({ auth, onSignedIn, onNeedsSignIn });
  return { controller, calls, onSignedIn, onNeedsSignIn };
}

const form = { email: ' ada@example.com ', password: 'Secret-123', confirmPassword: 'Secret-123' };

describe('sign-up controller', () => {
  it('checks address, length and repetition before any call', async () => {
    const { controller, calls } = setup();
    await controller.signUp({ email: 'ada', password: 'short', confirmPassword: 'other' });
    expect(calls).toEqual([]);
    expect(controller.getState().fieldErrors).toEqual({
      username: 'invalidEmail',
      password: 'tooShort',
      confirmPassword: 'mismatch',
    });
  });

  it('signs up, confirms with the code, signs in and continues', async () => {
    const { controller, calls, onSignedIn } = setup();
    await controller.signUp(form);
    expect(controller.getState()).toMatchObject({
      view: 'confirm',
      email: 'ada@example.com',
      destination: 'a***@e***',
    });
    await controller.confirm('000000');
    expect((controller.getState().error as Error).name).toBe('CodeMismatchException');
    expect(controller.getState().view).toBe('confirm');
    await controller.confirm('123456');
    expect(calls).toEqual([
      ['signUp', { username: 'ada@example.com', password: 'Secret-123' }],
      ['confirmSignUp', { username: 'ada@example.com', code: '000000' }],
      ['confirmSignUp', { username: 'ada@example.com', code: '123456' }],
      ['signIn', { username: 'ada@example.com', password: 'Secret-123' }],
    ]);
    expect(controller.getState().view).toBe('finishing');
    expect(onSignedIn).toHaveBeenCalledTimes(1);
  });

  it('resends the code and says so', async () => {
    const { controller, calls } = setup();
    await controller.signUp(form);
    await controller.resend();
    expect(calls.at(-1)).toEqual(['resendSignUpCode', { username: 'ada@example.com' }]);
    expect(controller.getState().notice).toBe('codeResent');
  });

  it('signs in at once when the account needs no confirmation', async () => {
    const { controller, onSignedIn } = setup({ confirmed: true });
    await controller.signUp(form);
    expect(onSignedIn).toHaveBeenCalledTimes(1);
  });

  it('hands over to the sign-in page when the sign-in needs another step', async () => {
    const { controller, onSignedIn, onNeedsSignIn } = setup({
      signInStep: 'CONTINUE_SIGN_IN_WITH_MFA_SETUP_SELECTION',
    });
    await controller.signUp(form);
    await controller.confirm('123456');
    expect(onSignedIn).not.toHaveBeenCalled();
    expect(onNeedsSignIn).toHaveBeenCalledWith('ada@example.com');
  });
});
