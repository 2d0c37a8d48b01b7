import { AuthError } from '@stickerei/shared/auth';
import { describe, expect, it } from 'vitest';
import {
  createForgotPasswordController,
  type ForgotPasswordAuth,
} from './forgotPasswordController.ts';

function setup(username?: string) {
  const calls: Array<[string, unknown]> = [];
  const auth: ForgotPasswordAuth = {
    resetPassword: async (input) => {
      calls.push(['resetPassword', input]);
      if (input.username === 'nobody@example.com') {
        throw new AuthError('UserNotFoundException', 'not found');
      }
      return { destination: 'a***@e***' };
    },
    confirmResetPassword: async (input) => void calls.push(['confirmResetPassword', input]),
  };
  return { controller: createForgotPasswordController({ auth, username }), calls };
}

describe('forgot-password controller', () => {
  it('needs a username before asking for a code (spec §5)', async () => {
    const { controller, calls } = setup();
    await controller.request({ username: ' ' });
    expect(calls).toEqual([]);
    expect(controller.getState().fieldErrors).toEqual({ username: 'required' });
  });

  it('asks for a code, then sets the new password with it', async () => {
    const { controller, calls } = setup('ada@example.com');
    expect(controller.getState().username).toBe('ada@example.com');
    await controller.request({ username: 'ada@example.com ' });
    expect(controller.getState()).toMatchObject({ view: 'confirm', destination: 'a***@e***' });
    await controller.confirm({ code: '', newPassword: 'New-Secret-1', confirmPassword: 'x' });
    expect(controller.getState().fieldErrors).toEqual({
      code: 'required',
      confirmPassword: 'mismatch',
    });
    await controller.confirm({
      code: ' 123456',
      newPassword: 'New-Secret-1',
      confirmPassword: 'New-Secret-1',
    });
    expect(calls).toEqual([
      ['resetPassword', { username: 'ada@example.com' }],
      [
        'confirmResetPassword',
        { username: 'ada@example.com', code: '123456', newPassword: 'New-Secret-1' },
      ],
    ]);
    expect(controller.getState().view).toBe('done');
  });

  it('shows an unknown account as an error and stays on the first step', async () => {
    const { controller } = setup();
    await controller.request({ username: 'nobody@example.com' });
    expect(controller.getState().view).toBe('request');
    expect((controller.getState().error as Error).name).toBe('UserNotFoundException');
  });

  it('resends the code', async () => {
    const { controller, calls } = setup();
    await controller.request({ username: 'ada@example.com' });
    await controller.resend();
    expect(calls).toHaveLength(2);
    expect(controller.getState().notice).toBe('codeResent');
  });
});
