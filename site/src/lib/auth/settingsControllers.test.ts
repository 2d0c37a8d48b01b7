import { AuthError } from '@stickerei/shared/auth';
import { describe, expect, it } from 'vitest';
import { createChangePasswordController, createTotpController } from './settingsControllers.ts';

describe('change-password controller', () => {
  function setup() {
    const calls: unknown[] = [];
    const controller = createChangePasswordController({
      updatePassword: async (input) => {
        calls.push(input);
        if (input.oldPassword === 'wrong-old') throw new AuthError('NotAuthorizedException', 'x');
      },
    });
    return { controller, calls };
  }

  it('needs old and new password, long and repeated, before the call', async () => {
    const { controller, calls } = setup();
    const changed = await controller.change({
      oldPassword: '',
      newPassword: 'short',
      confirmPassword: '',
    });
    expect(changed).toBe(false);
    expect(calls).toEqual([]);
    expect(controller.getState().fieldErrors).toEqual({
      oldPassword: 'required',
      newPassword: 'tooShort',
      confirmPassword: 'required',
    });
  });

  it('changes the password and reports it', async () => {
    const { controller, calls } = setup();
    const changed = await controller.change({
      oldPassword: 'Old-Secret-1',
      newPassword: 'New-Secret-1',
      confirmPassword: 'New-Secret-1',
    });
    expect(changed).toBe(true);
    expect(calls).toEqual([{ oldPassword: 'Old-Secret-1', newPassword: 'New-Secret-1' }]);
    expect(controller.getState().done).toBe(true);
  });

  it('reports a wrong old password as an error', async () => {
    const { controller } = setup();
    const changed = await controller.change({
      oldPassword: 'wrong-old',
      newPassword: 'New-Secret-1',
      confirmPassword: 'New-Secret-1',
    });
    expect(changed).toBe(false);
    expect((controller.getState().error as Error).name).toBe('NotAuthorizedException');
  });
});

describe('TOTP controller', () => {
  function setup(enabled: string[]) {
    const calls: string[] = [];
    const controller = createTotpController({
      fetchMfaPreference: async () => ({ enabled, preferred: null }),
      setUpTotp: async () => {
        calls.push('setUpTotp');
        return { secret: 'SECRET', uri: 'otpauth://totp/x' };
      },
      verifyTotpSetup: async (code) => {
        calls.push(`verify ${code}`);
        if (code === '000000') throw new AuthError('EnableSoftwareTokenMFAException', 'x');
      },
      disableTotp: async () => void calls.push('disable'),
    });
    return { controller, calls };
  }

  it('reads whether TOTP is on', async () => {
    const on = setup(['SOFTWARE_TOKEN_MFA']).controller;
    await on.load();
    expect(on.getState().status).toBe('on');
    const off = setup([]).controller;
    await off.load();
    expect(off.getState().status).toBe('off');
  });

  it('sets up: secret and URI, a wrong code keeps the set-up, a right one turns it on', async () => {
    const { controller, calls } = setup([]);
    await controller.load();
    await controller.start();
    expect(controller.getState()).toMatchObject({
      status: 'setup',
      secret: 'SECRET',
      uri: 'otpauth://totp/x',
    });
    await controller.verify('000000');
    expect(controller.getState().status).toBe('setup');
    await controller.verify('123 456');
    expect(calls).toEqual(['setUpTotp', 'verify 000000', 'verify 123456']);
    expect(controller.getState()).toMatchObject({ status: 'on', secret: '', notice: 'enabled' });
  });

  it('turns TOTP off', async () => {
    const { controller, calls } = setup(['SOFTWARE_TOKEN_MFA']);
    await controller.load();
    await controller.disable();
    expect(calls).toEqual(['disable']);
    expect(controller.getState()).toMatchObject({ status: 'off', notice: 'disabled' });
  });
});
