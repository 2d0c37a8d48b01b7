import type { RouteMeta, Session } from '../domain/session.ts';

/** What a guard decided for a navigation (spec §2). */
export type GuardDecision =
  | { kind: 'allow' }
  | { kind: 'sign-in'; returnTo: string }
  | { kind: 'deny'; redirect: '/access-denied' };

/** True for the admin area: any path starting with /superadmin. */
export function isAdminPath(path: string): boolean {
  return (
    path === '/superadmin' || path.startsWith('/superadmin/') || path.startsWith('/superadmin?')
  );
}

/**
 * Decides a navigation to `path` (spec §2/§6): /superadmin* only for ADMIN (anonymous visitors
 * sign in first); requiresAuth routes need a session; requiredRole must be in the groups.
 * The caller refreshes the session before asking for a requiresAuth route.
 */
export function decideNavigation(path: string, meta: RouteMeta, session: Session): GuardDecision {
  const admin = isAdminPath(path);
  if ((admin || meta.requiresAuth) && !session.authenticated) {
    return { kind: 'sign-in', returnTo: path };
  }
  if (admin && !session.groups.includes('ADMIN')) {
    return { kind: 'deny', redirect: '/access-denied' };
  }
  if (meta.requiredRole && !session.groups.includes(meta.requiredRole)) {
    return { kind: 'deny', redirect: '/access-denied' };
  }
  return { kind: 'allow' };
}
