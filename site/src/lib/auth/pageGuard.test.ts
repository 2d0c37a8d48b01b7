import { ANONYMOUS_SESSION, type Session } from '@stickerei/shared/domain';
import { describe, expect, it } from 'vitest';
import { USER_PAGE, guardNavigation, type GuardAuth } from './pageGuard.ts';

const signedIn = (groups: string[]): Session => ({
  authenticated: true,
  accessToken: 'access',
  username: 'ada',
  attributes: { email: 'ada@example.com' },
  groups,
});

function setup(session: Session, hosted = false) {
  const steps: string[] = [];
  const auth: GuardAuth = {
    getSession: async () => {
      steps.push('getSession');
      return session;
    },
    usesHostedUi: hosted,
    signInWithRedirect: async (returnTo) => {
      steps.push(`redirect ${returnTo}`);
      return `https://auth.example.com/oauth2/authorize?state=s`;
    },
  };
  const navigate = (url: string) => void steps.push(`navigate ${url}`);
  return { deps: { auth, navigate }, steps };
}

describe('page guard (spec §2/§6)', () => {
  it('lets a USER stay on /favorites after reading the session', async () => {
    const { deps, steps } = setup(signedIn(['USER']));
    const { decision } = await guardNavigation('/favorites', USER_PAGE, deps);
    expect(decision.kind).toBe('allow');
    expect(steps).toEqual(['getSession']);
  });

  it('sends an anonymous visitor of /files/42 to the sign-in page and back', async () => {
    const { deps, steps } = setup(ANONYMOUS_SESSION);
    await guardNavigation('/files/42?tab=threads', USER_PAGE, deps);
    expect(steps).toEqual([
      'getSession',
      'navigate /sign-in?returnTo=%2Ffiles%2F42%3Ftab%3Dthreads',
    ]);
  });

  it('uses the hosted sign-in when a hosted domain is configured', async () => {
    const { deps, steps } = setup(ANONYMOUS_SESSION, true);
    await guardNavigation('/files', USER_PAGE, deps);
    expect(steps).toEqual([
      'getSession',
      'redirect /files',
      'navigate https://auth.example.com/oauth2/authorize?state=s',
    ]);
  });

  it('falls back to the own sign-in page when the hosted sign-in cannot start', async () => {
    const { deps, steps } = setup(ANONYMOUS_SESSION, true);
    deps.auth.signInWithRedirect = async () => {
      throw new Error('no storage');
    };
    await guardNavigation('/files', USER_PAGE, deps);
    expect(steps.at(-1)).toBe('navigate /sign-in?returnTo=%2Ffiles');
  });

  it('sends a signed-in user without USER to /access-denied', async () => {
    const { deps, steps } = setup(signedIn(['ADMIN']));
    const { decision } = await guardNavigation('/files', USER_PAGE, deps);
    expect(decision.kind).toBe('deny');
    expect(steps).toEqual(['getSession', 'navigate /access-denied']);
  });

  it('lets anyone stay on a page without requirements', async () => {
    const { deps, steps } = setup(ANONYMOUS_SESSION);
    const { decision } = await guardNavigation('/settings', {}, deps);
    expect(decision.kind).toBe('allow');
    expect(steps).toEqual(['getSession']);
  });
});
