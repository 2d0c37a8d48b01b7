import { describe, expect, it } from 'vitest';
import { ANONYMOUS_SESSION, type Session } from '@stickerei/shared/domain';
import {
  ACCESS_DENIED_PATH,
  createAuthProvider,
  entryRedirect,
  type SessionSource,
} from './authProvider.ts';
import { ADMIN_SESSION, USER_SESSION } from './testSessions.ts';

const admin = ADMIN_SESSION;
const user = USER_SESSION;

// True when `promise` is still pending after the microtasks and a timer turn have run.
async function staysPending(promise: Promise<unknown>): Promise<boolean> {
  const pending = Symbol('pending');
  const timer = new Promise((resolve) => setTimeout(() => resolve(pending), 10));
  return (await Promise.race([promise, timer])) === pending;
}

function setup(session: Session) {
  const calls: string[] = [];
  const left: string[] = [];
  const source: SessionSource = {
    getSession: async () => session,
    signInUrl: (returnTo) => `/sign-in?returnTo=${encodeURIComponent(returnTo)}`,
    signOut: async () => void calls.push('signOut'),
  };
  const provider = createAuthProvider(source, {
    currentPath: () => '/superadmin/events?x=1',
    leave: (url) => void left.push(url),
  });
  return { provider, calls, left };
}

const signInRedirect = {
  redirectTo: '/sign-in?returnTo=%2Fsuperadmin%2Fevents%3Fx%3D1',
  message: false,
};

describe('authProvider', () => {
  it('lets an admin in', async () => {
    await expect(setup(admin).provider.checkAuth({})).resolves.toBeUndefined();
  });

  it('sends an anonymous visitor to sign in, coming back to the current page', async () => {
    await expect(setup(ANONYMOUS_SESSION).provider.checkAuth({})).rejects.toEqual(signInRedirect);
  });

  it('sends a signed-in user outside ADMIN to /access-denied without signing them out', async () => {
    const { provider, calls, left } = setup(user);
    await expect(provider.checkAuth({})).rejects.toMatchObject({ redirectTo: ACCESS_DENIED_PATH });
    // react-admin calls logout after a failed check; the user keeps their site session
    expect(await staysPending(provider.logout({}))).toBe(true);
    expect(left).toEqual([ACCESS_DENIED_PATH]);
    expect(calls).toEqual([]);
  });

  it("leaves for the sign-in page once when react-admin's logout runs for an anonymous visitor", async () => {
    // With requireAuth, react-admin renders LogoutOnMount, which calls logout again and again.
    const { provider, calls, left } = setup(ANONYMOUS_SESSION);
    expect(await staysPending(provider.logout({}))).toBe(true);
    expect(await staysPending(provider.logout({}))).toBe(true);
    expect(left).toEqual([signInRedirect.redirectTo]);
    expect(calls).toEqual([]);
  });

  it("signs an admin out and leaves for the site's home", async () => {
    const { provider, calls, left } = setup(admin);
    expect(await staysPending(provider.logout({}))).toBe(true);
    expect(calls).toEqual(['signOut']);
    expect(left).toEqual(['/']);
  });

  it('answers api errors: 401 signs in again, 403 goes to access denied, others pass', async () => {
    const { provider } = setup(admin);
    await expect(provider.checkError({ status: 401 })).rejects.toEqual(signInRedirect);
    await expect(provider.checkError({ status: 403 })).rejects.toEqual({
      redirectTo: ACCESS_DENIED_PATH,
      logoutUser: false,
      message: false,
    });
    await expect(provider.checkError({ status: 500 })).resolves.toBeUndefined();
    await expect(provider.checkError(new Error('offline'))).resolves.toBeUndefined();
  });

  it('gives the groups as permissions and the identity from the session', async () => {
    const { provider } = setup(admin);
    await expect(provider.getPermissions?.({})).resolves.toEqual(['ADMIN']);
    await expect(provider.getIdentity?.()).resolves.toEqual({
      id: 'user-1',
      fullName: 'admin@example.com',
    });
    const opaque = {
      ...admin,
      username: 'c5f0-uuid',
      attributes: { sub: 'c5f0-uuid', email: 'a@b.c' },
    };
    await expect(setup(opaque).provider.getIdentity?.()).resolves.toEqual({
      id: 'c5f0-uuid',
      fullName: 'a@b.c',
    });
    await expect(setup(ANONYMOUS_SESSION).provider.getIdentity?.()).rejects.toThrow('Nobody');
  });

  it('has no sign-in form of its own', async () => {
    await expect(setup(admin).provider.login({})).rejects.toThrow('sign in on the site');
  });
});

describe('entryRedirect (before the admin loads)', () => {
  const source = (session: Session): SessionSource => ({
    getSession: async () => session,
    signInUrl: (returnTo) => `/sign-in?returnTo=${encodeURIComponent(returnTo)}`,
    signOut: async () => undefined,
  });

  it('lets an admin in', async () => {
    expect(await entryRedirect(source(admin), '/superadmin/')).toBeNull();
  });

  it('sends an anonymous visitor to sign in, coming back to the page asked for', async () => {
    expect(await entryRedirect(source(ANONYMOUS_SESSION), '/superadmin/events?x=1')).toBe(
      signInRedirect.redirectTo,
    );
  });

  it('sends a signed-in user outside ADMIN to /access-denied', async () => {
    expect(await entryRedirect(source(user), '/superadmin/')).toBe(ACCESS_DENIED_PATH);
  });
});
