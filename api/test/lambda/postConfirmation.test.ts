import { describe, expect, it, vi } from 'vitest';
import { AdminAddUserToGroupCommand } from '@aws-sdk/client-cognito-identity-provider';
import { handlePostConfirmation } from '../../src/lambda/postConfirmation.ts';

describe('PostConfirmation handler', () => {
  const event = {
    triggerSource: 'PostConfirmation_ConfirmSignUp',
    userPoolId: 'eu_1',
    userName: 'abc',
    request: {},
  };

  it('puts a newly confirmed account into group USER and returns the event', async () => {
    const send = vi.fn(async () => ({}));
    await expect(handlePostConfirmation(event, { send } as never)).resolves.toBe(event);
    const command = send.mock.calls[0]?.[0 as never] as unknown as AdminAddUserToGroupCommand;
    expect(command).toBeInstanceOf(AdminAddUserToGroupCommand);
    expect(command.input).toEqual({ UserPoolId: 'eu_1', Username: 'abc', GroupName: 'USER' });
  });

  it('leaves a forgotten-password confirmation alone', async () => {
    const send = vi.fn(async () => ({}));
    await handlePostConfirmation(
      { ...event, triggerSource: 'PostConfirmation_ConfirmForgotPassword' },
      { send } as never,
    );
    expect(send).not.toHaveBeenCalled();
  });
});
