import { describe, expect, it } from 'vitest';
import { AuthError, createCognitoApi } from './cognitoApi.ts';
import { AUTH_ERROR_MESSAGES, authErrorMessage } from './errorMessages.ts';

describe('identity error messages (spec §8)', () => {
  it.each(Object.entries(AUTH_ERROR_MESSAGES))('%s reads in English and German', (name, text) => {
    expect(text.en.trim()).not.toBe('');
    expect(text.de.trim()).not.toBe('');
    expect(text.en).not.toContain(name);
    expect(text.de).not.toContain(name);
  });

  it('address the reader formally in German, as the site and the admin do', () => {
    const informal = /\b(du|dich|dir|dein\w*)\b/i;
    const offending = Object.entries(AUTH_ERROR_MESSAGES).filter(([, text]) =>
      informal.test(text.de),
    );
    expect(offending.map(([name]) => name)).toEqual([]);
  });

  it('never shows a raw exception name, not even for unknown errors', () => {
    const message = authErrorMessage(new AuthError('SomethingNewException', 'raw'), 'de');
    expect(message).toBe(AUTH_ERROR_MESSAGES.UnknownError?.de);
    expect(authErrorMessage(new AuthError('CodeMismatchException', 'x'), 'en')).toBe(
      AUTH_ERROR_MESSAGES.CodeMismatchException?.en,
    );
  });

  it("tells how long to wait when the product's rate limit refused a sign-in call", async () => {
    const fetchMock = async () =>
      new Response(
        JSON.stringify({
          message: 'Too many requests — try again in 42 seconds.',
          code: 'TOO_MANY_REQUESTS',
        }),
        { status: 429, headers: { 'retry-after': '42' } },
      );
    const call = createCognitoApi({ endpoint: '/cognito/', fetch: fetchMock });
    const error = await call('InitiateAuth', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AuthError);
    expect((error as AuthError).name).toBe('TooManyRequestsException');
    expect(authErrorMessage(error, 'en')).toBe('Too many requests — try again in 42 seconds.');
    expect(authErrorMessage(error, 'de')).toBe(
      'Zu viele Anfragen – bitte versuchen Sie es in 42 Sekunden erneut.',
    );
    // Cognito's own throttling (no wait given) keeps its fixed text
    const cognito = new AuthError('TooManyRequestsException', 'Rate exceeded');
    expect(authErrorMessage(cognito, 'en')).toBe(AUTH_ERROR_MESSAGES.TooManyRequestsException?.en);
  });
});
