import { describe, expect, it } from 'vitest';
import { AUTH_ERROR_MESSAGES, authErrorMessage } from './errorMessages.ts';
import { AuthError } from './cognitoApi.ts';
import { isExpired } from './jwt.ts';
import { readSession, sessionFromTokens } from './session.ts';
import { CookieStorage } from './storage.ts';
import { fakeJwt } from './testSupport.ts';
import { validateAuthInput } from './validation.ts';

describe('session derivation (spec §3)', () => {
  it("takes the username from the token's username, else its email", () => {
    const id = fakeJwt({ email: 'id@example.com', name: 'Ada' });
    expect(
      sessionFromTokens({ accessToken: fakeJwt({ username: 'ada' }), idToken: id }).username,
    ).toBe('ada');
    expect(
      sessionFromTokens({ accessToken: fakeJwt({ email: 'tok@example.com' }), idToken: id })
        .username,
    ).toBe('tok@example.com');
    expect(sessionFromTokens({ accessToken: fakeJwt({}), idToken: id }).username).toBe(
      'id@example.com',
    );
  });

  it('takes attributes from the ID token and groups from cognito:groups', () => {
    const session = sessionFromTokens({
      accessToken: fakeJwt({ username: 'u', 'cognito:groups': ['ADMIN', 7, 'USER'] }),
      idToken: fakeJwt({ email: 'a@b.c', email_verified: true }),
    });
    expect(session.attributes).toEqual({ email: 'a@b.c', email_verified: true });
    expect(session.groups).toEqual(['ADMIN', 'USER']);
    expect(session.authenticated).toBe(true);
  });

  it('resets to unauthenticated on any error', async () => {
    const session = await readSession(() => sessionFromTokens({ accessToken: 'x', idToken: 'y' }));
    expect(session).toEqual({
      authenticated: false,
      accessToken: null,
      username: null,
      attributes: {},
      groups: [],
    });
  });

  it('treats a token as expired 5 s early, allowing for clock drift', () => {
    const token = fakeJwt({ exp: 1000 });
    expect(isExpired(token, 994_000)).toBe(false);
    expect(isExpired(token, 995_000)).toBe(true);
    expect(isExpired(token, 1_004_000, 5, 10_000)).toBe(false);
  });
});

describe('cookie storage', () => {
  it('keeps values for 365 days on the whole origin and removes them', () => {
    const writes: string[] = [];
    let jarValue = '';
    const jar = {
      get cookie() {
        return jarValue;
      },
      set cookie(value: string) {
        writes.push(value);
        const [pair] = value.split(';');
        jarValue = value.includes('max-age=0') ? '' : (pair ?? '');
      },
    };
    const storage = new CookieStorage(jar);
    storage.setItem('a.b', 'x=y;z');
    expect(writes[0]).toBe('a.b=x%3Dy%3Bz; path=/; max-age=31536000; SameSite=Lax');
    expect(storage.getItem('a.b')).toBe('x=y;z');
    storage.removeItem('a.b');
    expect(storage.getItem('a.b')).toBeNull();
  });

  it('reads what the jar holds now, the first of two cookies of one name', () => {
    const jar = { cookie: 'a=1; stickerei.x=%C3%BC; a=2' };
    const storage = new CookieStorage(jar);
    expect(storage.getItem('a')).toBe('1');
    expect(storage.getItem('stickerei.x')).toBe('ü');
    expect(storage.getItem('b')).toBeNull();
    // another tab (or the site) changed the cookies meanwhile
    jar.cookie = 'b=3; a=4';
    expect(storage.getItem('a')).toBe('4');
    expect(storage.getItem('b')).toBe('3');
    expect(storage.getItem('stickerei.x')).toBeNull();
  });
});

describe('identity error messages (spec §8)', () => {
  const specErrors = [
    'NotAuthorizedException',
    'UserNotFoundException',
    'UserNotConfirmedException',
    'UsernameExistsException',
    'CodeMismatchException',
    'ExpiredCodeException',
    'LimitExceededException',
    'TooManyRequestsException',
    'PasswordResetRequiredException',
    'InvalidPasswordException',
    'NetworkError',
    'UserUnAuthenticatedException',
    'UserAlreadyAuthenticatedException',
    'OAuthSignInCancelled',
    'OAuthStateMismatch',
    'InvalidTokens',
    'PasskeyRegistrationCanceled',
    'PasskeyRetrievalCanceled',
  ];

  it.each(specErrors)('%s reads as a clear message in English and German', (name) => {
    const error = new AuthError(name, 'raw text from the service');
    for (const language of ['en', 'de'] as const) {
      const text = authErrorMessage(error, language);
      expect(text).not.toMatch(/Exception|raw text/);
      expect(text.length).toBeGreaterThan(10);
    }
    expect(authErrorMessage(error, 'de')).not.toBe(authErrorMessage(error, 'en'));
  });

  it('keeps the fixed passkey message of the spec in English', () => {
    expect(AUTH_ERROR_MESSAGES.PasskeyRegistrationCanceled?.en).toBe(
      'Passkey registration ceremony has been canceled.',
    );
  });

  it('falls back to a generic text for anything else', () => {
    expect(authErrorMessage(new TypeError('x is undefined'), 'en')).toBe(
      'Something went wrong. Please try again.',
    );
  });
});

describe('validation rules (spec §5)', () => {
  it.each([
    ['signIn', { username: '', password: 'x' }, ['username']],
    ['signUp', { username: 'a@b.c', password: 'short' }, ['password']],
    ['confirmSignUp', { username: 'a', code: ' ' }, ['code']],
    ['resetPassword', { username: '' }, ['username']],
    ['confirmResetPassword', { username: 'a', code: '', newPassword: '' }, ['code', 'newPassword']],
    ['updatePassword', { oldPassword: '', newPassword: 'Long-enough-1' }, ['oldPassword']],
    ['signIn', { username: 'a', password: 'b' }, []],
  ] as const)('%s %j → %j', (action, input, fields) => {
    expect(validateAuthInput(action, input)).toEqual(fields);
  });
});
