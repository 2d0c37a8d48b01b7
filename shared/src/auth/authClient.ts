import { SIGN_IN_STATE_LIFETIME_MS, TOKEN_EXPIRY_TOLERANCE_S } from '../domain/constants.ts';
import { ANONYMOUS_SESSION, type Session } from '../domain/session.ts';
import { AuthError, createCognitoApi, type CognitoCall } from './cognitoApi.ts';
import { decodeJwt, isExpired } from './jwt.ts';
import {
  beginRedirect,
  completeRedirect,
  exchangeCode,
  logoutUrl,
  type HostedUiOptions,
} from './pkce.ts';
import { readSession, sessionFromTokens } from './session.ts';
import {
  stepForChallenge,
  stepForError,
  totpSetupUri,
  type Challenge,
  type SignInStep,
} from './signInSteps.ts';
import { respondToPasswordVerifier } from './srpChallenge.ts';
import type { KeyValueStorage } from './storage.ts';
import { createTokenStore, type StoredTokens } from './tokenStore.ts';
import { assertAuthInput } from './validation.ts';

/** The public identity configuration (`GET /api/config` → cognito). */
export interface AuthConfig {
  endpoint: string;
  region: string;
  userPoolId: string;
  clientId: string;
  authFlow: 'USER_SRP_AUTH' | 'USER_PASSWORD_AUTH' | 'USER_AUTH';
  hostedDomain: string | null;
}

/** Events like the identity hub's (spec §4): the session is refreshed on each. */
export type AuthEvent =
  | 'signedIn'
  | 'signedOut'
  | 'tokenRefresh'
  | 'tokenRefresh_failure'
  | 'signInWithRedirect'
  | 'signInWithRedirect_failure';

export interface AuthClientOptions {
  config: AuthConfig;
  /** Token storage: cookies in the browser (spec §9), memory in tests. */
  storage: KeyValueStorage;
  /** Where redirect sign-in state waits for the browser to come back (localStorage). */
  redirectStorage?: KeyValueStorage;
  fetch?: typeof fetch;
  now?: () => number;
  /** The site origin, the OAuth redirect target. */
  origin?: string;
  /** WebAuthn assertion for passkey sign-in; navigator.credentials by default. */
  getPasskey?: (options: unknown) => Promise<unknown>;
}

interface Pending {
  username: string;
  challenge: Challenge;
  startedAt: number;
}

type AuthResult = { AccessToken: string; IdToken: string; RefreshToken?: string };
type InitiateOutput = Challenge & { AuthenticationResult?: AuthResult };

/** The browser's identity client: sign-in steps, tokens, refresh, sign-out, hosted UI. */
export function createAuthClient(options: AuthClientOptions) {
  const { config } = options;
  const call: CognitoCall = createCognitoApi({ endpoint: config.endpoint, fetch: options.fetch });
  const now = options.now ?? (() => Date.now());
  const store = createTokenStore(options.storage, config.clientId);
  const listeners = new Set<(event: AuthEvent) => void>();
  const hosted: HostedUiOptions | null = config.hostedDomain
    ? {
        domain: config.hostedDomain,
        clientId: config.clientId,
        redirectUri: `${options.origin ?? ''}/`,
      }
    : null;
  let pending: Pending | null = null;
  let refreshing: Promise<StoredTokens | null> | null = null;

  const emit = (event: AuthEvent) => listeners.forEach((listener) => listener(event));

  function saveResult(result: AuthResult, refreshToken?: string): void {
    const iat = decodeJwt(result.AccessToken).iat;
    const clockDrift = typeof iat === 'number' ? now() - iat * 1000 : 0;
    store.save({
      accessToken: result.AccessToken,
      idToken: result.IdToken,
      refreshToken: result.RefreshToken ?? refreshToken ?? '',
      clockDrift,
    });
  }

  async function refresh(tokens: StoredTokens): Promise<StoredTokens | null> {
    if (!tokens.refreshToken) {
      store.clear();
      return null;
    }
    try {
      const out = await call<{ AuthenticationResult?: AuthResult }>('InitiateAuth', {
        AuthFlow: 'REFRESH_TOKEN_AUTH',
        ClientId: config.clientId,
        AuthParameters: { REFRESH_TOKEN: tokens.refreshToken },
      });
      if (!out.AuthenticationResult)
        throw new AuthError('InvalidTokens', 'Refresh gave no tokens.');
      saveResult(out.AuthenticationResult, tokens.refreshToken);
      emit('tokenRefresh');
      return store.load();
    } catch (error) {
      if (error instanceof AuthError && error.name === 'NetworkError') throw error;
      store.clear();
      emit('tokenRefresh_failure');
      return null;
    }
  }

  /** Current tokens, refreshed first when the access token expires within 5 s. */
  async function currentTokens(): Promise<StoredTokens | null> {
    const tokens = store.load();
    if (!tokens) return null;
    if (!isExpired(tokens.accessToken, now(), TOKEN_EXPIRY_TOLERANCE_S, tokens.clockDrift))
      return tokens;
    refreshing ??= refresh(tokens).finally(() => {
      refreshing = null;
    });
    return refreshing;
  }

  async function finish(out: InitiateOutput, username: string): Promise<SignInStep> {
    if (out.AuthenticationResult) {
      saveResult(out.AuthenticationResult);
      pending = null;
      emit('signedIn');
      return { signInStep: 'DONE' };
    }
    const challenge: Challenge = {
      ChallengeName: out.ChallengeName,
      ChallengeParameters: out.ChallengeParameters,
      Session: out.Session,
    };
    const user =
      challenge.ChallengeParameters?.USER_ID_FOR_SRP ??
      challenge.ChallengeParameters?.USERNAME ??
      username;
    pending = { username: user, challenge, startedAt: now() };
    return autoStep(challenge, user);
  }

  /** Challenges answered without asking the user (SRP proof, TOTP secret, passkey). */
  async function autoStep(challenge: Challenge, username: string): Promise<SignInStep> {
    if (
      challenge.ChallengeName === 'MFA_SETUP' &&
      !challenge.ChallengeParameters?.MFAS_CAN_SETUP?.includes('EMAIL_OTP')
    ) {
      const out = await call<{ SecretCode: string; Session?: string }>('AssociateSoftwareToken', {
        Session: challenge.Session,
      });
      if (pending) pending.challenge = { ...challenge, Session: out.Session ?? challenge.Session };
      return {
        signInStep: 'CONTINUE_SIGN_IN_WITH_TOTP_SETUP',
        totpSecret: out.SecretCode,
        setupUri: totpSetupUri(out.SecretCode, username),
      };
    }
    if (challenge.ChallengeName === 'WEB_AUTHN') return answerPasskey(challenge, username);
    return stepForChallenge(challenge);
  }

  async function answerPasskey(challenge: Challenge, username: string): Promise<SignInStep> {
    const get = options.getPasskey ?? defaultGetPasskey;
    const credential = await get(
      JSON.parse(challenge.ChallengeParameters?.CREDENTIAL_REQUEST_OPTIONS ?? '{}'),
    );
    return respond({ USERNAME: username, CREDENTIAL: JSON.stringify(credential) });
  }

  async function respond(responses: Record<string, string>, name?: string): Promise<SignInStep> {
    if (!pending) throw new AuthError('NoSignInInProgress', 'No sign-in to continue.');
    const out = await call<InitiateOutput>('RespondToAuthChallenge', {
      ClientId: config.clientId,
      ChallengeName: name ?? pending.challenge.ChallengeName,
      Session: pending.challenge.Session,
      ChallengeResponses: responses,
    });
    return finish(out, pending.username);
  }

  return {
    config,
    /** Subscribes to auth events; returns the unsubscribe function. */
    listen(listener: (event: AuthEvent) => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },

    /** The session of spec §3; any error gives the anonymous session. */
    getSession(): Promise<Session> {
      return readSession(async () => {
        const tokens = await currentTokens();
        return tokens
          ? sessionFromTokens(tokens)
          : { ...ANONYMOUS_SESSION, attributes: {}, groups: [] };
      });
    },

    /** A valid access token (refreshed when needed), or null when signed out. */
    async getAccessToken(): Promise<string | null> {
      try {
        return (await currentTokens())?.accessToken ?? null;
      } catch {
        return null;
      }
    },

    /** The session's ID token (refreshed with the access token), or null when signed out. */
    async getIdToken(): Promise<string | null> {
      try {
        return (await currentTokens())?.idToken || null;
      } catch {
        return null;
      }
    },

    /** Starts a sign-in by username or email and password (spec §4/§5). */
    async signIn(input: { username: string; password: string }): Promise<SignInStep> {
      assertAuthInput('signIn', input);
      if (await currentTokens().catch(() => null)) {
        throw new AuthError(
          'UserAlreadyAuthenticatedException',
          'There is already a signed in user.',
        );
      }
      const username = input.username.trim();
      try {
        if (config.authFlow === 'USER_SRP_AUTH') {
          return await signInSrp(username, input.password);
        }
        const parameters: Record<string, string> = { USERNAME: username };
        if (config.authFlow === 'USER_AUTH') parameters.PREFERRED_CHALLENGE = 'PASSWORD';
        parameters.PASSWORD = input.password;
        const out = await call<InitiateOutput>('InitiateAuth', {
          AuthFlow: config.authFlow,
          ClientId: config.clientId,
          AuthParameters: parameters,
        });
        return await finish(out, username);
      } catch (error) {
        const step = stepForError(error);
        if (step) {
          pending = null;
          return step;
        }
        throw error;
      }
    },

    /**
     * Answers the current step: a code, a new password, an MFA type (`SMS`/`TOTP`/`EMAIL`), a
     * first factor, an email address for email MFA set-up, a password, or a custom answer.
     * @throws AuthError SignInSessionExpired after 3 minutes (spec §9)
     */
    async confirmSignIn(
      answer: string,
      extra: { attributes?: Record<string, string> } = {},
    ): Promise<SignInStep> {
      if (!pending) throw new AuthError('NoSignInInProgress', 'No sign-in to continue.');
      if (now() - pending.startedAt > SIGN_IN_STATE_LIFETIME_MS) {
        pending = null;
        throw new AuthError('SignInSessionExpired', 'The sign-in session has expired.');
      }
      const { username, challenge } = pending;
      if (!answer.trim()) throw new AuthError('ValidationError', 'An answer is required.');
      return answerChallenge(challenge, username, answer.trim(), extra.attributes ?? {});
    },

    async signOut(opts: { global?: boolean } = {}): Promise<{ redirect: string | null }> {
      const tokens = store.load();
      pending = null;
      try {
        if (tokens && opts.global) await call('GlobalSignOut', { AccessToken: tokens.accessToken });
        else if (tokens?.refreshToken)
          await call('RevokeToken', { Token: tokens.refreshToken, ClientId: config.clientId });
      } catch (error) {
        // The tokens go regardless: a sign-out must never leave the user signed in locally.
        if (!(error instanceof AuthError)) throw error;
      } finally {
        store.clear();
        emit('signedOut');
      }
      return { redirect: hosted ? logoutUrl(hosted) : null };
    },

    async signUp(input: { username: string; password: string }) {
      assertAuthInput('signUp', input);
      const email = input.username.trim();
      const out = await call<{
        UserConfirmed?: boolean;
        CodeDeliveryDetails?: { Destination?: string };
      }>('SignUp', {
        ClientId: config.clientId,
        Username: email,
        Password: input.password,
        UserAttributes: email.includes('@') ? [{ Name: 'email', Value: email }] : [],
      });
      return {
        step: out.UserConfirmed ? ('DONE' as const) : ('CONFIRM_SIGN_UP' as const),
        destination: out.CodeDeliveryDetails?.Destination ?? null,
      };
    },

    async confirmSignUp(input: { username: string; code: string }): Promise<void> {
      assertAuthInput('confirmSignUp', input);
      await call('ConfirmSignUp', {
        ClientId: config.clientId,
        Username: input.username.trim(),
        ConfirmationCode: input.code.trim(),
      });
    },

    async resendSignUpCode(input: { username: string }): Promise<void> {
      assertAuthInput('resetPassword', input);
      await call('ResendConfirmationCode', {
        ClientId: config.clientId,
        Username: input.username.trim(),
      });
    },

    async resetPassword(input: { username: string }): Promise<{ destination: string | null }> {
      assertAuthInput('resetPassword', input);
      const out = await call<{ CodeDeliveryDetails?: { Destination?: string } }>('ForgotPassword', {
        ClientId: config.clientId,
        Username: input.username.trim(),
      });
      return { destination: out.CodeDeliveryDetails?.Destination ?? null };
    },

    async confirmResetPassword(input: {
      username: string;
      code: string;
      newPassword: string;
    }): Promise<void> {
      assertAuthInput('confirmResetPassword', input);
      await call('ConfirmForgotPassword', {
        ClientId: config.clientId,
        Username: input.username.trim(),
        ConfirmationCode: input.code.trim(),
        Password: input.newPassword,
      });
    },

    async updatePassword(input: { oldPassword: string; newPassword: string }): Promise<void> {
      assertAuthInput('updatePassword', input);
      const tokens = await requireTokens();
      await call('ChangePassword', {
        AccessToken: tokens.accessToken,
        PreviousPassword: input.oldPassword,
        ProposedPassword: input.newPassword,
      });
    },

    /** Starts TOTP set-up for the signed-in user: the secret and its otpauth:// URI. */
    async setUpTotp(): Promise<{ secret: string; uri: string }> {
      const tokens = await requireTokens();
      const out = await call<{ SecretCode: string }>('AssociateSoftwareToken', {
        AccessToken: tokens.accessToken,
      });
      const email = decodeJwt(tokens.idToken).email;
      return {
        secret: out.SecretCode,
        uri: totpSetupUri(out.SecretCode, typeof email === 'string' ? email : 'account'),
      };
    },

    /** Verifies the first TOTP code and makes TOTP the preferred second factor. */
    async verifyTotpSetup(code: string): Promise<void> {
      if (!code.trim()) throw new AuthError('ValidationError', 'A code is required.');
      const tokens = await requireTokens();
      const out = await call<{ Status?: string }>('VerifySoftwareToken', {
        AccessToken: tokens.accessToken,
        UserCode: code.trim(),
        FriendlyDeviceName: 'Stickerei',
      });
      if (out.Status && out.Status !== 'SUCCESS')
        throw new AuthError('EnableSoftwareTokenMFAException', 'Code mismatch.');
      await call('SetUserMFAPreference', {
        AccessToken: tokens.accessToken,
        SoftwareTokenMfaSettings: { Enabled: true, PreferredMfa: true },
      });
    },

    /** Turns TOTP off for the signed-in user. */
    async disableTotp(): Promise<void> {
      const tokens = await requireTokens();
      await call('SetUserMFAPreference', {
        AccessToken: tokens.accessToken,
        SoftwareTokenMfaSettings: { Enabled: false, PreferredMfa: false },
      });
    },

    /** Which MFA the signed-in user has. */
    async fetchMfaPreference(): Promise<{ enabled: string[]; preferred: string | null }> {
      const tokens = await requireTokens();
      const out = await call<{ UserMFASettingList?: string[]; PreferredMfaSetting?: string }>(
        'GetUser',
        { AccessToken: tokens.accessToken },
      );
      return { enabled: out.UserMFASettingList ?? [], preferred: out.PreferredMfaSetting ?? null };
    },

    /** True when protected pages should use the hosted UI (a hosted domain is configured). */
    usesHostedUi: hosted !== null,

    /** The hosted UI's authorize URL (OAuth code flow with PKCE); state kept for 3 minutes. */
    async signInWithRedirect(returnTo: string): Promise<string> {
      if (!hosted || !options.redirectStorage)
        throw new AuthError('OAuthSignInError', 'No hosted sign-in is configured.');
      return beginRedirect(hosted, options.redirectStorage, returnTo, now());
    },

    /**
     * Completes a hosted sign-in when `url` is the redirect back; returns where to go next, or
     * null when `url` is no redirect.
     */
    async handleRedirect(url: URL): Promise<string | null> {
      if (!hosted || !options.redirectStorage) return null;
      try {
        const done = completeRedirect(url, options.redirectStorage, now());
        if (!done) return null;
        const tokens = await exchangeCode(
          hosted,
          done.code,
          done.pending.verifier,
          options.fetch ?? fetch,
        );
        saveResult({
          AccessToken: tokens.access_token,
          IdToken: tokens.id_token,
          RefreshToken: tokens.refresh_token,
        });
        emit('signInWithRedirect');
        emit('signedIn');
        return done.pending.returnTo || '/';
      } catch (error) {
        emit('signInWithRedirect_failure');
        throw error;
      }
    },
  };

  async function requireTokens(): Promise<StoredTokens> {
    const tokens = await currentTokens();
    if (!tokens)
      throw new AuthError(
        'UserUnAuthenticatedException',
        'User needs to be authenticated to call this API.',
      );
    return tokens;
  }

  async function signInSrp(username: string, password: string): Promise<SignInStep> {
    const { out, keys } = await respondToPasswordVerifier.start(call, config, username);
    if (out.ChallengeName !== 'PASSWORD_VERIFIER') return finish(out, username);
    const answer = await respondToPasswordVerifier.answer(out, keys, config, password, now());
    pending = { username, challenge: out, startedAt: now() };
    return respond(answer, 'PASSWORD_VERIFIER');
  }

  async function answerChallenge(
    challenge: Challenge,
    username: string,
    answer: string,
    attributes: Record<string, string>,
  ): Promise<SignInStep> {
    const USERNAME = username;
    switch (challenge.ChallengeName) {
      case 'NEW_PASSWORD_REQUIRED': {
        const extra = Object.fromEntries(
          Object.entries(attributes).map(([k, v]) => [`userAttributes.${k}`, v]),
        );
        return respond({ USERNAME, NEW_PASSWORD: answer, ...extra });
      }
      case 'SMS_MFA':
        return respond({ USERNAME, SMS_MFA_CODE: answer });
      case 'SMS_OTP':
        return respond({ USERNAME, SMS_OTP_CODE: answer });
      case 'EMAIL_OTP':
        return respond({ USERNAME, EMAIL_OTP_CODE: answer });
      case 'SOFTWARE_TOKEN_MFA':
        return respond({ USERNAME, SOFTWARE_TOKEN_MFA_CODE: answer });
      case 'SELECT_MFA_TYPE': {
        const names: Record<string, string> = {
          SMS: 'SMS_MFA',
          TOTP: 'SOFTWARE_TOKEN_MFA',
          EMAIL: 'EMAIL_OTP',
        };
        return respond({ USERNAME, ANSWER: names[answer] ?? answer });
      }
      case 'MFA_SETUP':
        return answerMfaSetup(challenge, USERNAME, answer);
      case 'SELECT_CHALLENGE':
        return respond({ USERNAME, ANSWER: answer });
      case 'PASSWORD':
        return respond({ USERNAME, PASSWORD: answer });
      case 'CUSTOM_CHALLENGE':
        return respond({ USERNAME, ANSWER: answer });
      default:
        throw new AuthError(
          'UnsupportedChallenge',
          `Unsupported sign-in challenge ${challenge.ChallengeName}.`,
        );
    }
  }

  async function answerMfaSetup(
    challenge: Challenge,
    USERNAME: string,
    answer: string,
  ): Promise<SignInStep> {
    if (answer === 'TOTP') {
      return autoStep(
        {
          ...challenge,
          ChallengeParameters: {
            ...challenge.ChallengeParameters,
            MFAS_CAN_SETUP: '["SOFTWARE_TOKEN_MFA"]',
          },
        },
        USERNAME,
      );
    }
    if (answer === 'EMAIL') return { signInStep: 'CONTINUE_SIGN_IN_WITH_EMAIL_SETUP' };
    if (answer.includes('@')) return respond({ USERNAME, email: answer });
    const out = await call<{ Status?: string; Session?: string }>('VerifySoftwareToken', {
      Session: challenge.Session,
      UserCode: answer,
      FriendlyDeviceName: 'Stickerei',
    });
    if (out.Status && out.Status !== 'SUCCESS')
      throw new AuthError('EnableSoftwareTokenMFAException', 'Code mismatch.');
    if (pending) pending.challenge = { ...challenge, Session: out.Session ?? challenge.Session };
    return respond({ USERNAME });
  }
}

async function defaultGetPasskey(options: unknown): Promise<unknown> {
  const credentials = (globalThis.navigator as Navigator | undefined)?.credentials;
  const PKC = (
    globalThis as {
      PublicKeyCredential?: { parseRequestOptionsFromJSON?: (o: unknown) => unknown };
    }
  ).PublicKeyCredential;
  if (!credentials || !PKC?.parseRequestOptionsFromJSON) {
    throw new AuthError('PasskeyNotSupported', 'Passkeys may not be supported on this device.');
  }
  try {
    const credential = (await credentials.get({
      publicKey: PKC.parseRequestOptionsFromJSON(options) as PublicKeyCredentialRequestOptions,
    })) as (Credential & { toJSON?: () => unknown }) | null;
    if (!credential)
      throw new AuthError(
        'PasskeyRetrievalCanceled',
        'Passkey retrieval ceremony has been canceled.',
      );
    return credential.toJSON ? credential.toJSON() : credential;
  } catch (error) {
    if (error instanceof AuthError) throw error;
    if (error instanceof Error && error.name === 'NotAllowedError') {
      throw new AuthError(
        'PasskeyRetrievalCanceled',
        'Passkey retrieval ceremony has been canceled.',
        { cause: error },
      );
    }
    throw new AuthError('UnknownError', error instanceof Error ? error.message : String(error), {
      cause: error,
    });
  }
}

export type AuthClient = ReturnType<typeof createAuthClient>;
