import { AuthError, type SignInStep } from '@stickerei/shared/auth';
import { describe, expect, it, vi } from 'vitest';
import { createSignInController, viewForStep, type SignInAuth } from './signInController.ts';

type Answer = SignInStep | Error;

// A scripted auth client: each call takes the next answer; calls are recorded.
function fakeAuth(answers: Answer[]) {
  const calls: Array<[string, ...unknown[]]> = [];
  const next = async (name: string, ...args: unknown[]) => {
    calls.push([name, ...args]);
    const answer = answers.shift();
    if (answer instanceof Error) throw answer;
    return answer ?? { signInStep: 'DONE' };
  };
  const auth: SignInAuth = {
    signIn: (input) => next('signIn', input) as Promise<SignInStep>,
    confirmSignIn: (answer, extra) => next('confirmSignIn', answer, extra) as Promise<SignInStep>,
    confirmSignUp: async (input) => void (await next('confirmSignUp', input)),
    resendSignUpCode: async (input) => void (await next('resendSignUpCode', input)),
  };
  return { auth, calls };
}

function setup(answers: Answer[]) {
  const { auth, calls } = fakeAuth(answers);
  const onDone = vi.fn();
  const controller = createSignInController({ auth, onDone });
  return { controller, calls, onDone };
}

const credentials = { username: ' ada@example.com ', password: 'Secret-123' };

describe('sign-in controller', () => {
  it('refuses empty fields before any call (spec §5)', async () => {
    const { controller, calls } = setup([]);
    await controller.signIn({ username: '', password: '' });
    expect(calls).toEqual([]);
    expect(controller.getState().fieldErrors).toEqual({
      username: 'required',
      password: 'required',
    });
  });

  it('finishes a plain sign-in: finishing state, then onDone once', async () => {
    const { controller, calls, onDone } = setup([{ signInStep: 'DONE' }]);
    await controller.signIn(credentials);
    expect(calls).toEqual([['signIn', credentials]]);
    expect(controller.getState().view).toEqual({ name: 'finishing' });
    expect(controller.getState().username).toBe('ada@example.com');
    expect(onDone).toHaveBeenCalledTimes(1);
  });

  it('ignores a second submit while the first is in flight', async () => {
    const { controller, calls } = setup([{ signInStep: 'DONE' }]);
    await Promise.all([controller.signIn(credentials), controller.signIn(credentials)]);
    expect(calls).toHaveLength(1);
  });

  it('shows a refused sign-in as an error and stays on the form, not busy', async () => {
    const { controller } = setup([new AuthError('NotAuthorizedException', 'Incorrect.')]);
    await controller.signIn(credentials);
    const state = controller.getState();
    expect(state.view.name).toBe('credentials');
    expect(state.busy).toBe(false);
    expect((state.error as Error).name).toBe('NotAuthorizedException');
  });

  it('reports a wrong password as not authorized even when the service calls it invalid', async () => {
    const { controller } = setup([new AuthError('InvalidPasswordException', 'Invalid password')]);
    await controller.signIn(credentials);
    expect((controller.getState().error as Error).name).toBe('NotAuthorizedException');
  });

  it('sets up TOTP: shows the secret, then sends the first code without spaces', async () => {
    const { controller, calls, onDone } = setup([
      {
        signInStep: 'CONTINUE_SIGN_IN_WITH_TOTP_SETUP',
        totpSecret: 'ABC',
        setupUri: 'otpauth://x',
      },
      { signInStep: 'DONE' },
    ]);
    await controller.signIn(credentials);
    expect(controller.getState().view).toEqual({
      name: 'totpSetup',
      secret: 'ABC',
      uri: 'otpauth://x',
    });
    await controller.submitCode('');
    expect(controller.getState().fieldErrors).toEqual({ code: 'required' });
    await controller.submitCode('123 456');
    expect(calls[1]).toEqual(['confirmSignIn', '123456', undefined]);
    expect(onDone).toHaveBeenCalledTimes(1);
  });

  it('asks for a new password twice and sends it with the missing attributes', async () => {
    const { controller, calls } = setup([
      { signInStep: 'CONFIRM_SIGN_IN_WITH_NEW_PASSWORD_REQUIRED', missingAttributes: ['name'] },
      { signInStep: 'DONE' },
    ]);
    await controller.signIn(credentials);
    await controller.submitNewPassword({
      newPassword: 'New-Secret-1',
      confirmPassword: 'New-Secret-2',
      attributes: { name: '' },
    });
    expect(calls).toHaveLength(1);
    expect(controller.getState().fieldErrors).toEqual({
      confirmPassword: 'mismatch',
      name: 'required',
    });
    await controller.submitNewPassword({
      newPassword: 'New-Secret-1',
      confirmPassword: 'New-Secret-1',
      attributes: { name: 'Ada' },
    });
    expect(calls[1]).toEqual(['confirmSignIn', 'New-Secret-1', { attributes: { name: 'Ada' } }]);
  });

  it('answers an MFA selection with the chosen type, then asks for that code', async () => {
    const { controller, calls } = setup([
      { signInStep: 'CONTINUE_SIGN_IN_WITH_MFA_SELECTION', allowedMFATypes: ['SMS', 'TOTP'] },
      { signInStep: 'CONFIRM_SIGN_IN_WITH_TOTP_CODE' },
    ]);
    await controller.signIn(credentials);
    expect(controller.getState().view).toEqual({ name: 'mfaSelection', types: ['SMS', 'TOTP'] });
    await controller.choose('TOTP');
    expect(calls[1]).toEqual(['confirmSignIn', 'TOTP', undefined]);
    expect(controller.getState().view).toEqual({ name: 'code', kind: 'TOTP', destination: null });
  });

  it('checks the address for email MFA set-up before sending it', async () => {
    const { controller, calls } = setup([
      { signInStep: 'CONTINUE_SIGN_IN_WITH_EMAIL_SETUP' },
      { signInStep: 'CONFIRM_SIGN_IN_WITH_EMAIL_CODE', destination: 'a***@e***' },
    ]);
    await controller.signIn(credentials);
    await controller.submitEmail('not-an-address');
    expect(controller.getState().fieldErrors).toEqual({ email: 'invalidEmail' });
    await controller.submitEmail(' ada@example.com ');
    expect(calls[1]).toEqual(['confirmSignIn', 'ada@example.com', undefined]);
    expect(controller.getState().view).toEqual({
      name: 'code',
      kind: 'EMAIL',
      destination: 'a***@e***',
    });
  });

  it('confirms an unconfirmed account and signs in again with the same password', async () => {
    const { controller, calls, onDone } = setup([
      { signInStep: 'CONFIRM_SIGN_UP' },
      { signInStep: 'DONE' },
      { signInStep: 'DONE' },
    ]);
    await controller.signIn(credentials);
    expect(controller.getState().view).toEqual({ name: 'confirmSignUp' });
    await controller.resendSignUpCode();
    expect(controller.getState().notice).toBe('codeResent');
    await controller.confirmSignUp(' 123456 ');
    expect(calls.slice(1)).toEqual([
      ['resendSignUpCode', { username: 'ada@example.com' }],
      ['confirmSignUp', { username: 'ada@example.com', code: '123456' }],
      ['signIn', { username: 'ada@example.com', password: 'Secret-123' }],
    ]);
    expect(onDone).toHaveBeenCalledTimes(1);
  });

  it('goes back to the first screen when the 3-minute sign-in state expired', async () => {
    const { controller } = setup([
      { signInStep: 'CONFIRM_SIGN_IN_WITH_TOTP_CODE' },
      new AuthError('SignInSessionExpired', 'expired'),
    ]);
    await controller.signIn(credentials);
    await controller.submitCode('123456');
    expect(controller.getState().view.name).toBe('credentials');
    expect((controller.getState().error as Error).name).toBe('SignInSessionExpired');
  });

  it('keeps the code screen after a wrong code', async () => {
    const { controller } = setup([
      { signInStep: 'CONFIRM_SIGN_IN_WITH_SMS_CODE', destination: '+49***12' },
      new AuthError('CodeMismatchException', 'wrong'),
    ]);
    await controller.signIn(credentials);
    await controller.submitCode('000000');
    expect(controller.getState().view).toEqual({
      name: 'code',
      kind: 'SMS',
      destination: '+49***12',
    });
    expect((controller.getState().error as Error).name).toBe('CodeMismatchException');
  });

  it('restarts from any step', async () => {
    const { controller } = setup([{ signInStep: 'CONFIRM_SIGN_IN_WITH_PASSWORD' }]);
    await controller.signIn(credentials);
    controller.restart();
    expect(controller.getState().view.name).toBe('credentials');
  });
});

describe('viewForStep', () => {
  it.each<[SignInStep, string]>([
    [{ signInStep: 'DONE' }, 'finishing'],
    [
      { signInStep: 'CONFIRM_SIGN_IN_WITH_NEW_PASSWORD_REQUIRED', missingAttributes: [] },
      'newPassword',
    ],
    [
      { signInStep: 'CONTINUE_SIGN_IN_WITH_TOTP_SETUP', totpSecret: 's', setupUri: 'u' },
      'totpSetup',
    ],
    [{ signInStep: 'CONTINUE_SIGN_IN_WITH_EMAIL_SETUP' }, 'emailSetup'],
    [
      {
        signInStep: 'CONTINUE_SIGN_IN_WITH_MFA_SETUP_SELECTION',
        allowedMFATypes: ['TOTP', 'EMAIL'],
      },
      'mfaSetupSelection',
    ],
    [
      { signInStep: 'CONTINUE_SIGN_IN_WITH_MFA_SELECTION', allowedMFATypes: ['SMS'] },
      'mfaSelection',
    ],
    [{ signInStep: 'CONFIRM_SIGN_IN_WITH_SMS_CODE', destination: null }, 'code'],
    [{ signInStep: 'CONFIRM_SIGN_IN_WITH_EMAIL_CODE', destination: null }, 'code'],
    [{ signInStep: 'CONFIRM_SIGN_IN_WITH_TOTP_CODE' }, 'code'],
    [{ signInStep: 'CONFIRM_SIGN_IN_WITH_PASSWORD' }, 'password'],
    [
      {
        signInStep: 'CONTINUE_SIGN_IN_WITH_FIRST_FACTOR_SELECTION',
        availableChallenges: ['PASSWORD'],
      },
      'firstFactor',
    ],
    [
      { signInStep: 'CONFIRM_SIGN_IN_WITH_CUSTOM_CHALLENGE', additionalInfo: { q: '1' } },
      'customChallenge',
    ],
    [{ signInStep: 'RESET_PASSWORD' }, 'resetPassword'],
    [{ signInStep: 'CONFIRM_SIGN_UP' }, 'confirmSignUp'],
  ])('%j has its own screen %s', (step, view) => {
    expect(viewForStep(step).name).toBe(view);
  });
});
