import { createElement, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
// (from react-router-dom, as ra-core imports it: one router context between them in Node)
import { MemoryRouter } from 'react-router-dom';
import {
  CoreAdminContext,
  memoryStore,
  useAuthState,
  useGetIdentity,
  usePermissions,
  type AuthProvider,
} from 'react-admin';
import { describe, expect, it } from 'vitest';
import type { Session } from '@stickerei/shared/domain';
import { createAuthProvider } from './authProvider.ts';
import { entryQueryClient } from './entryQueries.ts';
import { ADMIN_SESSION, USER_SESSION } from './testSessions.ts';

// (an opaque username: the identity shows the e-mail)
const admin: Session = { ...ADMIN_SESSION, username: 'opaque-id', groups: ['ADMIN', 'USER'] };

/** An authProvider over `session` that records which of its methods react-admin called. */
function recordingProvider(session: Session) {
  const calls: string[] = [];
  const provider = createAuthProvider({
    getSession: async () => session,
    signInUrl: () => '/sign-in',
    signOut: async () => undefined,
  });
  const recorded = Object.fromEntries(
    Object.entries(provider).map(([name, method]) => [
      name,
      (...args: unknown[]) => {
        calls.push(name);
        return (method as (...a: unknown[]) => unknown)(...args);
      },
    ]),
  ) as AuthProvider;
  return { provider: recorded, calls };
}

// What react-admin's own components ask in their first render, as they ask it (ra-core 5.15):
// CoreAdminRoutes' check and its routes' permissions, and the app bar's identity.
function FirstRender() {
  const check = useAuthState(undefined, false, { enabled: true });
  const permissions = usePermissions();
  const identity = useGetIdentity();
  return createElement(
    'p',
    null,
    `check:${check.isPending ? 'pending' : String(check.authenticated)};`,
    `permissions:${permissions.isPending ? 'pending' : String(permissions.permissions)};`,
    `identity:${identity.isPending ? 'pending' : identity.identity?.fullName};`,
  );
}

/** The first render react-admin's hooks give with `client`, as the server renders it. */
function firstRender(session: Session, client = entryQueryClient(session)) {
  const { provider, calls } = recordingProvider(session);
  const tree: ReactNode = createElement(
    MemoryRouter,
    null,
    createElement(
      CoreAdminContext,
      // (a store that knows the language: react-admin renders nothing at first otherwise)
      { authProvider: provider, queryClient: client, store: memoryStore({ locale: 'en' }) },
      createElement(FirstRender),
    ),
  );
  return { html: renderToString(tree), calls };
}

describe("react-admin's client, told what the entry read", () => {
  it("answers an admin's groups and identity in react-admin's first render, without asking", () => {
    const { html, calls } = firstRender(admin);
    expect(html).toContain('permissions:ADMIN,USER;');
    expect(html).toContain('identity:admin@example.com;');
    expect(calls).toEqual([]);
  });

  it('leaves whether the session may see the admin to react-admin', () => {
    expect(firstRender(admin).html).toContain('check:pending;');
  });

  it('answers nothing for anyone else', () => {
    const { html } = firstRender(USER_SESSION);
    expect(html).toContain('permissions:pending;');
    expect(html).toContain('identity:pending;');
  });
});
