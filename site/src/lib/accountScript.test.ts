import { describe, expect, it } from 'vitest';
import { accountScript } from './accountScript.ts';

const b64url = (value: object) =>
  btoa(String.fromCharCode(...new TextEncoder().encode(JSON.stringify(value))))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
const idToken = (claims: object) => `${b64url({ alg: 'RS256' })}.${b64url(claims)}.sig`;

interface FakeElement {
  attributes: Record<string, string>;
  textContent: string;
  hidden: boolean;
  href: string;
  setAttribute(name: string, value: string): void;
}

function element(): FakeElement {
  return {
    attributes: {},
    textContent: '',
    hidden: true,
    href: '/sign-in',
    setAttribute(name, value) {
      this.attributes[name] = value;
    },
  };
}

// Runs the inline script against stand-ins for the header slot, the cookies and the location.
function run(cookie: string, pathname = '/blog', search = '') {
  const parts: Record<string, FakeElement> = {
    '[data-account-sign-in]': element(),
    '[data-account-email]': element(),
    '[data-account-initial]': element(),
    '[data-account-admin]': element(),
  };
  const slot = { ...element(), querySelector: (selector: string) => parts[selector] ?? null };
  const doc = { cookie, getElementById: (id: string) => (id === 'account-island' ? slot : null) };
  new Function('document', 'location', accountScript())(doc, { pathname, search });
  return { slot, parts };
}

const cookieFor = (claims: object, client = 'abc123') =>
  `stickerei.theme=dark; stickerei.auth.${client}.idToken=${encodeURIComponent(idToken(claims))}`;

describe('accountScript', () => {
  it('leaves a visitor without tokens signed out, with sign-in coming back here', () => {
    const { slot, parts } = run('stickerei.theme=dark', '/files/42', '?tab=1');
    expect(slot.attributes['data-account']).toBeUndefined();
    expect(parts['[data-account-sign-in]']?.href).toBe('/sign-in?returnTo=%2Ffiles%2F42%3Ftab%3D1');
  });

  it('shows the e-mail of the stored ID token, umlauts included', () => {
    const { slot, parts } = run(
      cookieFor({ email: 'jürgen@example.com', 'cognito:groups': ['USER'] }),
    );
    expect(slot.attributes['data-account']).toBe('in');
    expect(parts['[data-account-email]']?.textContent).toBe('jürgen@example.com');
    expect(parts['[data-account-initial]']?.textContent).toBe('J');
    expect(parts['[data-account-admin]']?.hidden).toBe(true);
  });

  it('reveals the Admin entry for group ADMIN', () => {
    const { parts } = run(
      cookieFor({ email: 'admin@example.com', 'cognito:groups': ['ADMIN', 'USER'] }),
    );
    expect(parts['[data-account-admin]']?.hidden).toBe(false);
  });

  it('ignores a damaged token', () => {
    const { slot } = run('stickerei.auth.abc.idToken=not-a-jwt');
    expect(slot.attributes['data-account']).toBeUndefined();
  });

  it('keeps the plain sign-in link on the sign-in pages themselves', () => {
    const { parts } = run('', '/sign-in', '?returnTo=%2Ffiles');
    expect(parts['[data-account-sign-in]']?.href).toBe('/sign-in');
  });
});
