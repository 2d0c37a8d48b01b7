import { describe, expect, it, vi } from 'vitest';
import { createAuthClient, type AuthConfig, type AuthEvent } from './authClient.ts';
import { AuthError } from './cognitoApi.ts';
import { MemoryStorage } from './storage.ts';
import { authResult, cognitoError, fakeCognito } from './testSupport.ts';

const config: AuthConfig = {
  endpoint: 'https://idp.test/',
  region: 'eu-central-1',
  userPoolId: 'eu-central-1_Pool',
  clientId: 'client-1',
  authFlow: 'USER_PASSWORD_AUTH',
  hostedDomain: null,
};
const T0 = Date.UTC(2026, 10, 22, 12, 0, 0);
const nowSec = T0 / 1000;

function setup(
  script: Parameters<typeof fakeCognito>[0],
  overrides: Partial<AuthConfig> = {},
  extra: { getPasskey?: (o: unknown) => Promise<unknown> } = {},
) {
  const cognito = fakeCognito(script);
  let now = T0;
  const storage = new MemoryStorage();
  const events: AuthEvent[] = [];
  const auth = createAuthClient({
    config: { ...config, ...overrides },
    storage,
    fetch: cognito.fetch,
    now: () => now,
    ...extra,
  });
  auth.listen((e) => events.push(e));
  return { auth, cognito, storage, events, advance: (ms: number) => (now += ms) };
}

const challenge = (ChallengeName: string, ChallengeParameters: Record<string, string> = {}) => ({
  ChallengeName,
  ChallengeParameters,
  Session: `session-${ChallengeName}`,
});
const creds = { username: 'ada@example.com', password: 'Secret-1234' };

describe('sign-in', () => {
  it('signs in with USER_PASSWORD_AUTH and derives the session', async () => {
    const { auth, cognito, events } = setup({
      InitiateAuth: [authResult(nowSec, ['USER', 'ADMIN'])],
    });
    await expect(
      auth.signIn({ username: ' ada@example.com ', password: 'Secret-1234' }),
    ).resolves.toEqual({ signInStep: 'DONE' });
    expect(cognito.calls[0]).toEqual({
      operation: 'InitiateAuth',
      body: {
        AuthFlow: 'USER_PASSWORD_AUTH',
        ClientId: 'client-1',
        AuthParameters: { USERNAME: 'ada@example.com', PASSWORD: 'Secret-1234' },
      },
    });
    const session = await auth.getSession();
    expect(session).toMatchObject({
      authenticated: true,
      username: 's-1',
      groups: ['USER', 'ADMIN'],
    });
    expect(session.attributes.email).toBe('ada@example.com');
    expect(events).toEqual(['signedIn']);
  });

  it('validates before any call (spec §5)', async () => {
    const { auth, cognito } = setup({});
    await expect(auth.signIn({ username: ' ', password: 'x' })).rejects.toMatchObject({
      name: 'ValidationError',
    });
    await expect(auth.signIn({ username: 'a', password: '' })).rejects.toMatchObject({
      name: 'ValidationError',
    });
    expect(cognito.calls).toEqual([]);
  });

  it("refuses a second sign-in with 'There is already a signed in user.'", async () => {
    const { auth } = setup({ InitiateAuth: [authResult(nowSec)] });
    await auth.signIn(creds);
    await expect(auth.signIn(creds)).rejects.toMatchObject({
      name: 'UserAlreadyAuthenticatedException',
      message: 'There is already a signed in user.',
    });
  });

  it('passes Cognito errors on with their names', async () => {
    const { auth } = setup({
      InitiateAuth: [cognitoError('NotAuthorizedException', 'Incorrect username or password.')],
    });
    const error = await auth.signIn(creds).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AuthError);
    expect(error).toMatchObject({ name: 'NotAuthorizedException' });
  });

  it.each([
    ['PasswordResetRequiredException', 'RESET_PASSWORD'],
    ['UserNotConfirmedException', 'CONFIRM_SIGN_UP'],
  ])('turns %s into the %s step', async (type, step) => {
    const { auth } = setup({ InitiateAuth: [cognitoError(`com.amazonaws#${type}`)] });
    await expect(auth.signIn(creds)).resolves.toEqual({ signInStep: step });
  });
});

describe('challenge steps (spec §4)', () => {
  it('NEW_PASSWORD_REQUIRED asks for a new password and sends it with missing attributes', async () => {
    const { auth, cognito } = setup({
      InitiateAuth: [
        challenge('NEW_PASSWORD_REQUIRED', { requiredAttributes: '["userAttributes.name"]' }),
      ],
      RespondToAuthChallenge: [authResult(nowSec)],
    });
    await expect(auth.signIn(creds)).resolves.toEqual({
      signInStep: 'CONFIRM_SIGN_IN_WITH_NEW_PASSWORD_REQUIRED',
      missingAttributes: ['name'],
    });
    await expect(
      auth.confirmSignIn('Brand-New-1', { attributes: { name: 'Ada' } }),
    ).resolves.toEqual({ signInStep: 'DONE' });
    expect(cognito.calls[1]?.body).toEqual({
      ClientId: 'client-1',
      ChallengeName: 'NEW_PASSWORD_REQUIRED',
      Session: 'session-NEW_PASSWORD_REQUIRED',
      ChallengeResponses: {
        USERNAME: 'ada@example.com',
        NEW_PASSWORD: 'Brand-New-1',
        'userAttributes.name': 'Ada',
      },
    });
  });

  it.each([
    [
      'SMS_MFA',
      { signInStep: 'CONFIRM_SIGN_IN_WITH_SMS_CODE', destination: '+49***12' },
      'SMS_MFA_CODE',
    ],
    [
      'EMAIL_OTP',
      { signInStep: 'CONFIRM_SIGN_IN_WITH_EMAIL_CODE', destination: '+49***12' },
      'EMAIL_OTP_CODE',
    ],
    [
      'SOFTWARE_TOKEN_MFA',
      { signInStep: 'CONFIRM_SIGN_IN_WITH_TOTP_CODE' },
      'SOFTWARE_TOKEN_MFA_CODE',
    ],
  ])('%s asks for a code and sends it', async (name, step, field) => {
    const { auth, cognito } = setup({
      InitiateAuth: [
        challenge(name, { CODE_DELIVERY_DESTINATION: '+49***12', USER_ID_FOR_SRP: 'sub-9' }),
      ],
      RespondToAuthChallenge: [authResult(nowSec)],
    });
    await expect(auth.signIn(creds)).resolves.toEqual(step);
    await expect(auth.confirmSignIn(' 123456 ')).resolves.toEqual({ signInStep: 'DONE' });
    expect(cognito.calls[1]?.body.ChallengeResponses).toEqual({
      USERNAME: 'sub-9',
      [field]: '123456',
    });
  });

  it('SELECT_MFA_TYPE offers the allowed types and answers with the chosen one', async () => {
    const { auth, cognito } = setup({
      InitiateAuth: [
        challenge('SELECT_MFA_TYPE', { MFAS_CAN_CHOOSE: '["SMS_MFA","SOFTWARE_TOKEN_MFA"]' }),
      ],
      RespondToAuthChallenge: [challenge('SOFTWARE_TOKEN_MFA'), authResult(nowSec)],
    });
    await expect(auth.signIn(creds)).resolves.toEqual({
      signInStep: 'CONTINUE_SIGN_IN_WITH_MFA_SELECTION',
      allowedMFATypes: ['SMS', 'TOTP'],
    });
    await expect(auth.confirmSignIn('TOTP')).resolves.toEqual({
      signInStep: 'CONFIRM_SIGN_IN_WITH_TOTP_CODE',
    });
    expect(cognito.calls[1]?.body.ChallengeResponses).toEqual({
      USERNAME: 'ada@example.com',
      ANSWER: 'SOFTWARE_TOKEN_MFA',
    });
    await expect(auth.confirmSignIn('654321')).resolves.toEqual({ signInStep: 'DONE' });
  });

  it('MFA_SETUP with TOTP shows the secret and its URI, then verifies the first code', async () => {
    const { auth, cognito } = setup({
      InitiateAuth: [challenge('MFA_SETUP', { MFAS_CAN_SETUP: '["SOFTWARE_TOKEN_MFA"]' })],
      AssociateSoftwareToken: [{ SecretCode: 'JBSWY3DPEHPK3PXP', Session: 'session-associated' }],
      VerifySoftwareToken: [{ Status: 'SUCCESS', Session: 'session-verified' }],
      RespondToAuthChallenge: [authResult(nowSec)],
    });
    const step = await auth.signIn(creds);
    expect(step).toEqual({
      signInStep: 'CONTINUE_SIGN_IN_WITH_TOTP_SETUP',
      totpSecret: 'JBSWY3DPEHPK3PXP',
      setupUri:
        'otpauth://totp/Stickerei:ada%40example.com?secret=JBSWY3DPEHPK3PXP&issuer=Stickerei',
    });
    expect(cognito.calls[1]?.body).toEqual({ Session: 'session-MFA_SETUP' });
    await expect(auth.confirmSignIn('123456')).resolves.toEqual({ signInStep: 'DONE' });
    expect(cognito.calls[2]?.body).toMatchObject({
      Session: 'session-associated',
      UserCode: '123456',
    });
    expect(cognito.calls[3]?.body).toMatchObject({
      ChallengeName: 'MFA_SETUP',
      Session: 'session-verified',
      ChallengeResponses: { USERNAME: 'ada@example.com' },
    });
  });

  it('MFA_SETUP with a choice offers the selection, and email set-up sends the address', async () => {
    const { auth, cognito } = setup({
      InitiateAuth: [
        challenge('MFA_SETUP', { MFAS_CAN_SETUP: '["SOFTWARE_TOKEN_MFA","EMAIL_OTP"]' }),
      ],
      RespondToAuthChallenge: [
        challenge('EMAIL_OTP', { CODE_DELIVERY_DESTINATION: 'a***@e***' }),
        authResult(nowSec),
      ],
    });
    await expect(auth.signIn(creds)).resolves.toEqual({
      signInStep: 'CONTINUE_SIGN_IN_WITH_MFA_SETUP_SELECTION',
      allowedMFATypes: ['TOTP', 'EMAIL'],
    });
    await expect(auth.confirmSignIn('EMAIL')).resolves.toEqual({
      signInStep: 'CONTINUE_SIGN_IN_WITH_EMAIL_SETUP',
    });
    await expect(auth.confirmSignIn('ada@example.com')).resolves.toEqual({
      signInStep: 'CONFIRM_SIGN_IN_WITH_EMAIL_CODE',
      destination: 'a***@e***',
    });
    expect(cognito.calls[1]?.body.ChallengeResponses).toEqual({
      USERNAME: 'ada@example.com',
      email: 'ada@example.com',
    });
    await expect(auth.confirmSignIn('111111')).resolves.toEqual({ signInStep: 'DONE' });
  });

  it('SELECT_CHALLENGE offers first factors; PASSWORD asks for the password', async () => {
    const { auth, cognito } = setup(
      {
        InitiateAuth: [
          challenge('SELECT_CHALLENGE', {
            AVAILABLE_CHALLENGES: '["PASSWORD","WEB_AUTHN","EMAIL_OTP"]',
          }),
        ],
        RespondToAuthChallenge: [challenge('PASSWORD'), authResult(nowSec)],
      },
      { authFlow: 'USER_AUTH' },
    );
    await expect(auth.signIn(creds)).resolves.toEqual({
      signInStep: 'CONTINUE_SIGN_IN_WITH_FIRST_FACTOR_SELECTION',
      availableChallenges: ['PASSWORD', 'WEB_AUTHN', 'EMAIL_OTP'],
    });
    expect(cognito.calls[0]?.body).toMatchObject({
      AuthFlow: 'USER_AUTH',
      AuthParameters: { PREFERRED_CHALLENGE: 'PASSWORD' },
    });
    await expect(auth.confirmSignIn('PASSWORD')).resolves.toEqual({
      signInStep: 'CONFIRM_SIGN_IN_WITH_PASSWORD',
    });
    await expect(auth.confirmSignIn('Secret-1234')).resolves.toEqual({ signInStep: 'DONE' });
    expect(cognito.calls[2]?.body.ChallengeResponses).toEqual({
      USERNAME: 'ada@example.com',
      PASSWORD: 'Secret-1234',
    });
  });

  it('CUSTOM_CHALLENGE shows its parameters and sends the answer', async () => {
    const { auth, cognito } = setup({
      InitiateAuth: [challenge('CUSTOM_CHALLENGE', { question: '2+2?' })],
      RespondToAuthChallenge: [authResult(nowSec)],
    });
    await expect(auth.signIn(creds)).resolves.toEqual({
      signInStep: 'CONFIRM_SIGN_IN_WITH_CUSTOM_CHALLENGE',
      additionalInfo: { question: '2+2?' },
    });
    await auth.confirmSignIn('4');
    expect(cognito.calls[1]?.body.ChallengeResponses).toEqual({
      USERNAME: 'ada@example.com',
      ANSWER: '4',
    });
  });

  it('WEB_AUTHN runs the passkey ceremony and sends the credential', async () => {
    const getPasskey = vi.fn(async () => ({ id: 'cred-1', type: 'public-key' }));
    const { auth, cognito } = setup(
      {
        InitiateAuth: [
          challenge('WEB_AUTHN', {
            CREDENTIAL_REQUEST_OPTIONS: '{"challenge":"abc","rpId":"example.com"}',
          }),
        ],
        RespondToAuthChallenge: [authResult(nowSec)],
      },
      {},
      { getPasskey },
    );
    await expect(auth.signIn(creds)).resolves.toEqual({ signInStep: 'DONE' });
    expect(getPasskey).toHaveBeenCalledWith({ challenge: 'abc', rpId: 'example.com' });
    expect(cognito.calls[1]?.body.ChallengeResponses).toEqual({
      USERNAME: 'ada@example.com',
      CREDENTIAL: '{"id":"cred-1","type":"public-key"}',
    });
  });

  it('reports a cancelled passkey with the fixed message', async () => {
    const getPasskey = vi.fn(async () => {
      throw new AuthError(
        'PasskeyRetrievalCanceled',
        'Passkey retrieval ceremony has been canceled.',
      );
    });
    const { auth } = setup(
      { InitiateAuth: [challenge('WEB_AUTHN', { CREDENTIAL_REQUEST_OPTIONS: '{}' })] },
      {},
      { getPasskey },
    );
    await expect(auth.signIn(creds)).rejects.toMatchObject({ name: 'PasskeyRetrievalCanceled' });
  });

  it('lets a sign-in state live 3 minutes', async () => {
    const { auth, advance } = setup({ InitiateAuth: [challenge('SOFTWARE_TOKEN_MFA')] });
    await auth.signIn(creds);
    advance(3 * 60 * 1000 + 1);
    await expect(auth.confirmSignIn('123456')).rejects.toMatchObject({
      name: 'SignInSessionExpired',
    });
    await expect(auth.confirmSignIn('123456')).rejects.toMatchObject({
      name: 'NoSignInInProgress',
    });
  });

  it('refuses an unknown challenge clearly', async () => {
    const { auth } = setup({ InitiateAuth: [challenge('SOMETHING_NEW')] });
    await expect(auth.signIn(creds)).rejects.toMatchObject({ name: 'UnsupportedChallenge' });
  });
});

describe('USER_SRP_AUTH', () => {
  it('sends SRP_A, then answers PASSWORD_VERIFIER with a signed claim', async () => {
    const { auth, cognito } = setup(
      {
        InitiateAuth: [
          challenge('PASSWORD_VERIFIER', {
            SRP_B: 'ab'.repeat(100),
            SALT: '1f2e3d4c',
            SECRET_BLOCK: btoa('secret-block'),
            USER_ID_FOR_SRP: 'sub-srp',
          }),
        ],
        RespondToAuthChallenge: [authResult(nowSec)],
      },
      { authFlow: 'USER_SRP_AUTH' },
    );
    await expect(auth.signIn(creds)).resolves.toEqual({ signInStep: 'DONE' });
    expect(cognito.calls[0]?.body).toMatchObject({
      AuthFlow: 'USER_SRP_AUTH',
      AuthParameters: { USERNAME: 'ada@example.com' },
    });
    expect(String((cognito.calls[0]?.body.AuthParameters as Record<string, string>).SRP_A)).toMatch(
      /^[0-9a-f]{700,}$/,
    );
    const responses = cognito.calls[1]?.body.ChallengeResponses as Record<string, string>;
    expect(cognito.calls[1]?.body.ChallengeName).toBe('PASSWORD_VERIFIER');
    expect(responses).toMatchObject({
      USERNAME: 'sub-srp',
      PASSWORD_CLAIM_SECRET_BLOCK: btoa('secret-block'),
      TIMESTAMP: 'Sun Nov 22 12:00:00 UTC 2026',
    });
    expect(atob(responses.PASSWORD_CLAIM_SIGNATURE ?? '')).toHaveLength(32);
  });
});

describe('tokens and session', () => {
  it('refreshes an access token that expires within 5 s, keeping the refresh token', async () => {
    const { auth, cognito, events, advance } = setup({
      InitiateAuth: [
        authResult(nowSec, ['USER'], 60),
        {
          AuthenticationResult: {
            ...authResult(nowSec + 56, ['USER', 'ADMIN']).AuthenticationResult,
            RefreshToken: undefined,
          },
        },
      ],
    });
    await auth.signIn(creds);
    advance(54_000);
    expect((await auth.getSession()).groups).toEqual(['USER']);
    advance(2_000);
    expect((await auth.getSession()).groups).toEqual(['USER', 'ADMIN']);
    expect(cognito.calls[1]?.body).toEqual({
      AuthFlow: 'REFRESH_TOKEN_AUTH',
      ClientId: 'client-1',
      AuthParameters: { REFRESH_TOKEN: 'refresh-1' },
    });
    expect(events).toEqual(['signedIn', 'tokenRefresh']);
    advance(3600_000);
    expect(cognito.calls).toHaveLength(2);
  });

  it('gives the ID token of the current session, and none when signed out', async () => {
    const { auth } = setup({ InitiateAuth: [authResult(nowSec)] });
    expect(await auth.getIdToken()).toBeNull();
    await auth.signIn(creds);
    const idToken = await auth.getIdToken();
    expect(idToken).toBe(authResult(nowSec).AuthenticationResult.IdToken);
    await auth.signOut();
    expect(await auth.getIdToken()).toBeNull();
  });

  it('signs out locally when the refresh is refused', async () => {
    const { auth, events, advance } = setup({
      InitiateAuth: [
        authResult(nowSec, ['USER'], 60),
        cognitoError('NotAuthorizedException', 'Refresh Token has been revoked'),
      ],
    });
    await auth.signIn(creds);
    advance(120_000);
    expect(await auth.getSession()).toEqual({
      authenticated: false,
      accessToken: null,
      username: null,
      attributes: {},
      groups: [],
    });
    expect(await auth.getAccessToken()).toBeNull();
    expect(events).toEqual(['signedIn', 'tokenRefresh_failure']);
  });

  it('resets to the anonymous session when stored tokens are garbage', async () => {
    const { auth, storage } = setup({});
    storage.setItem('stickerei.auth.client-1.accessToken', 'garbage');
    storage.setItem('stickerei.auth.client-1.idToken', 'garbage');
    expect(await auth.getSession()).toEqual({
      authenticated: false,
      accessToken: null,
      username: null,
      attributes: {},
      groups: [],
    });
  });

  it('signs out: revokes the refresh token, clears tokens and tells listeners', async () => {
    const { auth, cognito, events, storage } = setup({
      InitiateAuth: [authResult(nowSec)],
      RevokeToken: [{}],
    });
    await auth.signIn(creds);
    await expect(auth.signOut()).resolves.toEqual({ redirect: null });
    expect(cognito.calls[1]).toEqual({
      operation: 'RevokeToken',
      body: { Token: 'refresh-1', ClientId: 'client-1' },
    });
    expect(storage.getItem('stickerei.auth.client-1.accessToken')).toBeNull();
    expect((await auth.getSession()).authenticated).toBe(false);
    expect(events).toEqual(['signedIn', 'signedOut']);
  });

  it('clears tokens even when the revoke call fails', async () => {
    const { auth } = setup({
      InitiateAuth: [authResult(nowSec)],
      RevokeToken: [cognitoError('UnsupportedOperationException')],
    });
    await auth.signIn(creds);
    await auth.signOut();
    expect((await auth.getSession()).authenticated).toBe(false);
  });
});

describe('accounts', () => {
  it('signs up with the email as username and confirms with a code', async () => {
    const { auth, cognito } = setup({
      SignUp: [{ UserConfirmed: false, CodeDeliveryDetails: { Destination: 'a***@e***' } }],
      ConfirmSignUp: [{}],
    });
    await expect(auth.signUp(creds)).resolves.toEqual({
      step: 'CONFIRM_SIGN_UP',
      destination: 'a***@e***',
    });
    expect(cognito.calls[0]?.body).toEqual({
      ClientId: 'client-1',
      Username: 'ada@example.com',
      Password: 'Secret-1234',
      UserAttributes: [{ Name: 'email', Value: 'ada@example.com' }],
    });
    await expect(
      auth.confirmSignUp({ username: 'ada@example.com', code: '' }),
    ).rejects.toMatchObject({ name: 'ValidationError' });
    await auth.confirmSignUp({ username: 'ada@example.com', code: '123456' });
    expect(cognito.calls[1]?.body).toEqual({
      ClientId: 'client-1',
      Username: 'ada@example.com',
      ConfirmationCode: '123456',
    });
  });

  it('refuses a short password before calling', async () => {
    const { auth, cognito } = setup({});
    await expect(auth.signUp({ username: 'a@b.c', password: 'short' })).rejects.toMatchObject({
      name: 'InvalidPasswordException',
    });
    expect(cognito.calls).toEqual([]);
  });

  it('resets a forgotten password with a code', async () => {
    const { auth, cognito } = setup({
      ForgotPassword: [{ CodeDeliveryDetails: { Destination: 'a***' } }],
      ConfirmForgotPassword: [{}],
    });
    await expect(auth.resetPassword({ username: '' })).rejects.toMatchObject({
      name: 'ValidationError',
    });
    await expect(auth.resetPassword({ username: 'ada@example.com' })).resolves.toEqual({
      destination: 'a***',
    });
    await expect(
      auth.confirmResetPassword({ username: 'ada@example.com', code: '1', newPassword: '' }),
    ).rejects.toMatchObject({ name: 'ValidationError' });
    await auth.confirmResetPassword({
      username: 'ada@example.com',
      code: '123456',
      newPassword: 'New-Secret-1',
    });
    expect(cognito.calls[1]?.body).toEqual({
      ClientId: 'client-1',
      Username: 'ada@example.com',
      ConfirmationCode: '123456',
      Password: 'New-Secret-1',
    });
  });

  it('changes the password of the signed-in user, and needs a session for it', async () => {
    const { auth, cognito } = setup({ InitiateAuth: [authResult(nowSec)], ChangePassword: [{}] });
    await expect(
      auth.updatePassword({ oldPassword: 'a', newPassword: 'Longer-123' }),
    ).rejects.toMatchObject({
      name: 'UserUnAuthenticatedException',
      message: 'User needs to be authenticated to call this API.',
    });
    await auth.signIn(creds);
    await auth.updatePassword({ oldPassword: 'Secret-1234', newPassword: 'Longer-123' });
    expect(cognito.calls[1]?.body).toMatchObject({
      PreviousPassword: 'Secret-1234',
      ProposedPassword: 'Longer-123',
    });
  });

  it('sets up TOTP for a signed-in user and makes it preferred', async () => {
    const { auth, cognito } = setup({
      InitiateAuth: [authResult(nowSec)],
      AssociateSoftwareToken: [{ SecretCode: 'SECRET' }],
      VerifySoftwareToken: [{ Status: 'SUCCESS' }],
      SetUserMFAPreference: [{}],
    });
    await auth.signIn(creds);
    await expect(auth.setUpTotp()).resolves.toEqual({
      secret: 'SECRET',
      uri: 'otpauth://totp/Stickerei:ada%40example.com?secret=SECRET&issuer=Stickerei',
    });
    await auth.verifyTotpSetup('123456');
    expect(cognito.calls[3]?.body).toMatchObject({
      SoftwareTokenMfaSettings: { Enabled: true, PreferredMfa: true },
    });
  });

  it('turns a network failure into NetworkError', async () => {
    const auth = createAuthClient({
      config,
      storage: new MemoryStorage(),
      fetch: (async () => {
        throw new TypeError('fetch failed');
      }) as unknown as typeof fetch,
    });
    await expect(auth.signIn(creds)).rejects.toMatchObject({
      name: 'NetworkError',
      message: 'A network error has occurred.',
    });
  });
});
