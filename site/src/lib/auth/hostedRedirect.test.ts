import { AuthError } from '@stickerei/shared/auth';
import { describe, expect, it } from 'vitest';
import { completeHostedSignIn, isHostedRedirect } from './hostedRedirect.ts';

const origin = 'http://127.0.0.1:4500';

function setup(handle: () => Promise<string | null>, url = `${origin}/?code=c&state=s`) {
  const steps: string[] = [];
  const deps = {
    auth: { handleRedirect: handle },
    url: new URL(url),
    loadProfile: async () => void steps.push('profile'),
    navigate: (target: string) => void steps.push(`navigate ${target}`),
    clearQuery: () => void steps.push('clearQuery'),
  };
  return { deps, steps };
}

describe('hosted sign-in redirect', () => {
  it.each([
    ['/?code=c&state=s', true],
    ['/?error=access_denied&state=s', true],
    ['/?code=c', false],
    ['/?state=s', false],
    ['/', false],
  ])('%s is a redirect back: %s', (path, expected) => {
    expect(isHostedRedirect(new URL(path, origin))).toBe(expected);
  });

  it('exchanges the code, loads the profile once and goes to the page wanted', async () => {
    const { deps, steps } = setup(async () => '/favorites');
    await completeHostedSignIn(deps);
    expect(steps).toEqual(['clearQuery', 'profile', 'navigate /favorites']);
  });

  it('never follows a return path to another origin', async () => {
    const { deps, steps } = setup(async () => 'https://evil.example/');
    await completeHostedSignIn(deps);
    expect(steps.at(-1)).toBe('navigate /');
  });

  it('clears the query and passes the error on when the sign-in was cancelled', async () => {
    const { deps, steps } = setup(async () => {
      throw new AuthError('OAuthSignInCancelled', 'cancelled');
    });
    await expect(completeHostedSignIn(deps)).rejects.toMatchObject({
      name: 'OAuthSignInCancelled',
    });
    expect(steps).toEqual(['clearQuery']);
  });

  it('only tidies the address when no hosted sign-in is configured', async () => {
    const { deps, steps } = setup(async () => null);
    await completeHostedSignIn(deps);
    expect(steps).toEqual(['clearQuery']);
  });
});
