import { describe, expect, it } from 'vitest';
import { ANONYMOUS_SESSION, type Session } from '../domain/session.ts';
import { decideNavigation, isAdminPath } from './guards.ts';

const session = (groups: string[]): Session => ({
  authenticated: true,
  accessToken: 't',
  username: 'u',
  attributes: {},
  groups,
});

describe('guards of spec §2', () => {
  it('recognises every /superadmin path', () => {
    expect(isAdminPath('/superadmin')).toBe(true);
    expect(isAdminPath('/superadmin/database/PerformanceTest')).toBe(true);
    expect(isAdminPath('/superadministrator')).toBe(false);
    expect(isAdminPath('/files')).toBe(false);
  });

  it('allows /superadmin only for ADMIN; others go to /access-denied', () => {
    expect(decideNavigation('/superadmin/events', {}, session(['ADMIN']))).toEqual({
      kind: 'allow',
    });
    expect(decideNavigation('/superadmin/events', {}, session(['USER']))).toEqual({
      kind: 'deny',
      redirect: '/access-denied',
    });
  });

  it('sends anonymous visitors of protected routes to sign in, remembering the target', () => {
    expect(
      decideNavigation(
        '/favorites',
        { requiresAuth: true, requiredRole: 'USER' },
        ANONYMOUS_SESSION,
      ),
    ).toEqual({
      kind: 'sign-in',
      returnTo: '/favorites',
    });
    expect(decideNavigation('/superadmin', {}, ANONYMOUS_SESSION).kind).toBe('sign-in');
  });

  it('checks requiredRole against the groups', () => {
    const meta = { requiresAuth: true, requiredRole: 'USER' as const };
    expect(decideNavigation('/files', meta, session(['USER']))).toEqual({ kind: 'allow' });
    expect(decideNavigation('/files', meta, session([]))).toEqual({
      kind: 'deny',
      redirect: '/access-denied',
    });
  });

  it('leaves public routes open to everyone', () => {
    expect(decideNavigation('/blog', {}, ANONYMOUS_SESSION)).toEqual({ kind: 'allow' });
  });
});
