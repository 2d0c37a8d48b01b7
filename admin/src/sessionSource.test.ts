import { describe, expect, it } from 'vitest';
import { CookieStorage, createAuthClient } from '@stickerei/shared/auth';
import { ANONYMOUS_SESSION, type Session } from '@stickerei/shared/domain';
import { createSessionSource, type SessionAuth } from './sessionSource.ts';

const admin: Session = {
  authenticated: true,
  accessToken: 'access',
  username: 'admin@example.com',
  attributes: { email: 'admin@example.com' },
  groups: ['ADMIN', 'USER'],
};

function fakeAuth(options: { hosted?: boolean; redirect?: string | null } = {}) {
  const calls: string[] = [];
  const auth: SessionAuth = {
    usesHostedUi: options.hosted ?? false,
    getSession: async () => {
      calls.push('getSession');
      return admin;
    },
    signOut: async () => {
      calls.push('signOut');
      return { redirect: options.redirect ?? null };
    },
  };
  return { auth, calls };
}

const b64 = (value: object) =>
  btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
const jwt = (claims: object) => `${b64({ alg: 'RS256' })}.${b64(claims)}.sig`;

// A stand-in for document.cookie: name=value pairs; max-age=0 deletes.
function cookieJar() {
  const values = new Map<string, string>();
  return {
    get cookie() {
      return [...values].map(([name, value]) => `${name}=${value}`).join('; ');
    },
    set cookie(line: string) {
      const [pair = '', ...attributes] = line.split('; ');
      const [name = '', value = ''] = pair.split('=');
      if (attributes.includes('max-age=0')) values.delete(name);
      else values.set(name, value);
    },
  };
}

describe('admin session source', () => {
  it("sends sign-in to the site's page, coming back to the admin path", () => {
    const source = createSessionSource(fakeAuth().auth);
    expect(source.signInUrl('/superadmin/events?x=1')).toBe(
      '/sign-in?returnTo=%2Fsuperadmin%2Fevents%3Fx%3D1',
    );
  });

  it('asks the sign-in page for the hosted sign-in when one is configured', () => {
    const source = createSessionSource(fakeAuth({ hosted: true }).auth);
    expect(source.signInUrl('/superadmin/')).toBe('/sign-in?returnTo=%2Fsuperadmin%2F&hosted=1');
  });

  it('reads the session from the shared client', async () => {
    const { auth, calls } = fakeAuth();
    await expect(createSessionSource(auth).getSession()).resolves.toEqual(admin);
    expect(calls).toEqual(['getSession']);
  });

  it('signs out through the client and stays when there is no hosted sign-out', async () => {
    const { auth, calls } = fakeAuth();
    const visited: string[] = [];
    await createSessionSource(auth, (url) => visited.push(url)).signOut();
    expect(calls).toEqual(['signOut']);
    expect(visited).toEqual([]);
  });

  it('leaves for the hosted sign-out when there is one', async () => {
    const { auth } = fakeAuth({ redirect: 'https://auth.example.com/logout?client_id=c' });
    const visited: string[] = [];
    void createSessionSource(auth, (url) => visited.push(url)).signOut();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(visited).toEqual(['https://auth.example.com/logout?client_id=c']);
  });

  it('sees a session the site stored in the shared cookies (same keys, one origin)', async () => {
    const jar = cookieJar();
    const config = {
      endpoint: 'http://127.0.0.1:1/',
      region: 'local',
      userPoolId: 'local_pool',
      clientId: 'client1',
      authFlow: 'USER_PASSWORD_AUTH' as const,
      hostedDomain: null,
    };
    const exp = Math.floor(Date.now() / 1000) + 3600;
    const site = new CookieStorage(jar);
    site.setItem(
      'stickerei.auth.client1.accessToken',
      jwt({ username: 'a', 'cognito:groups': ['ADMIN'], exp }),
    );
    site.setItem('stickerei.auth.client1.idToken', jwt({ email: 'admin@example.com', exp }));
    const auth = createAuthClient({ config, storage: new CookieStorage(jar) });
    const session = await createSessionSource(auth).getSession();
    expect(session).toMatchObject({ authenticated: true, groups: ['ADMIN'] });
    expect(session).not.toEqual(ANONYMOUS_SESSION);
  });
});
