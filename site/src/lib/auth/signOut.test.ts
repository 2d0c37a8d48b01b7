import { describe, expect, it } from 'vitest';
import { signOutAndLeave } from './signOut.ts';

describe('signOutAndLeave (spec §4)', () => {
  it('signs out, requests a full list refresh, then goes home', async () => {
    const steps: string[] = [];
    await signOutAndLeave({
      auth: {
        signOut: async () => {
          steps.push('signOut');
          return { redirect: null };
        },
      },
      requestFullRefresh: () => void steps.push('fullRefresh'),
      navigate: (url) => void steps.push(`navigate ${url}`),
    });
    expect(steps).toEqual(['signOut', 'fullRefresh', 'navigate /']);
  });

  it('leaves through the hosted sign-out when there is one', async () => {
    const visited: string[] = [];
    await signOutAndLeave({
      auth: { signOut: async () => ({ redirect: 'https://auth.example.com/logout?x' }) },
      requestFullRefresh: () => undefined,
      navigate: (url) => void visited.push(url),
    });
    expect(visited).toEqual(['https://auth.example.com/logout?x']);
  });

  it('still refreshes and leaves when the sign-out call fails', async () => {
    const steps: string[] = [];
    await expect(
      signOutAndLeave({
        auth: {
          signOut: async () => {
            throw new TypeError('boom');
          },
        },
        requestFullRefresh: () => void steps.push('fullRefresh'),
        navigate: (url) => void steps.push(`navigate ${url}`),
      }),
    ).rejects.toThrow('boom');
    expect(steps).toEqual(['fullRefresh', 'navigate /']);
  });
});
