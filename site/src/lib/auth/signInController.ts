import { AuthError, type MfaType, type SignInStep } from '@stickerei/shared/auth';
import {
  authFieldProblems,
  emailProblems,
  newPasswordProblems,
  requiredProblems,
} from './fieldProblems.ts';
import { createFormStore, type FormState } from './formStore.ts';

/** The screen states of the sign-in island, one per step of spec §4. */
export type SignInView =
  | { name: 'credentials' }
  | { name: 'newPassword'; missingAttributes: string[] }
  | { name: 'totpSetup'; secret: string; uri: string }
  | { name: 'emailSetup' }
  | { name: 'mfaSetupSelection'; types: MfaType[] }
  | { name: 'mfaSelection'; types: MfaType[] }
  | { name: 'code'; kind: 'SMS' | 'EMAIL' | 'TOTP'; destination: string | null }
  | { name: 'password' }
  | { name: 'firstFactor'; challenges: string[] }
  | { name: 'customChallenge'; info: Record<string, string> }
  | { name: 'resetPassword' }
  | { name: 'confirmSignUp' }
  | { name: 'finishing' };

export type SignInNotice = 'codeResent' | 'confirmed';

export interface SignInState extends FormState {
  view: SignInView;
  username: string;
  notice: SignInNotice | null;
}

/** The calls the sign-in island makes (the shared auth client has them). */
export interface SignInAuth {
  signIn(input: { username: string; password: string }): Promise<SignInStep>;
  confirmSignIn(
    answer: string,
    extra?: { attributes?: Record<string, string> },
  ): Promise<SignInStep>;
  confirmSignUp(input: { username: string; code: string }): Promise<void>;
  resendSignUpCode(input: { username: string }): Promise<void>;
}

/** The screen for a sign-in step; DONE is `finishing` (profile, then on to the page wanted). */
export function viewForStep(step: SignInStep): SignInView {
  switch (step.signInStep) {
    case 'DONE':
      return { name: 'finishing' };
    case 'CONFIRM_SIGN_IN_WITH_NEW_PASSWORD_REQUIRED':
      return { name: 'newPassword', missingAttributes: step.missingAttributes };
    case 'CONTINUE_SIGN_IN_WITH_TOTP_SETUP':
      return { name: 'totpSetup', secret: step.totpSecret, uri: step.setupUri };
    case 'CONTINUE_SIGN_IN_WITH_EMAIL_SETUP':
      return { name: 'emailSetup' };
    case 'CONTINUE_SIGN_IN_WITH_MFA_SETUP_SELECTION':
      return { name: 'mfaSetupSelection', types: step.allowedMFATypes };
    case 'CONTINUE_SIGN_IN_WITH_MFA_SELECTION':
      return { name: 'mfaSelection', types: step.allowedMFATypes };
    case 'CONFIRM_SIGN_IN_WITH_SMS_CODE':
      return { name: 'code', kind: 'SMS', destination: step.destination };
    case 'CONFIRM_SIGN_IN_WITH_EMAIL_CODE':
      return { name: 'code', kind: 'EMAIL', destination: step.destination };
    case 'CONFIRM_SIGN_IN_WITH_TOTP_CODE':
      return { name: 'code', kind: 'TOTP', destination: null };
    case 'CONFIRM_SIGN_IN_WITH_PASSWORD':
      return { name: 'password' };
    case 'CONTINUE_SIGN_IN_WITH_FIRST_FACTOR_SELECTION':
      return { name: 'firstFactor', challenges: step.availableChallenges };
    case 'CONFIRM_SIGN_IN_WITH_CUSTOM_CHALLENGE':
      return { name: 'customChallenge', info: step.additionalInfo };
    case 'RESET_PASSWORD':
      return { name: 'resetPassword' };
    case 'CONFIRM_SIGN_UP':
      return { name: 'confirmSignUp' };
  }
}

/**
 * Starting a sign-in never checks the password policy, yet cognito-local answers a wrong
 * password with InvalidPasswordException where Cognito says NotAuthorizedException; the user
 * must read "email or password not correct", not a password rule.
 */
export async function startSignIn(
  auth: Pick<SignInAuth, 'signIn'>,
  input: { username: string; password: string },
): Promise<SignInStep> {
  try {
    return await auth.signIn(input);
  } catch (error) {
    if (error instanceof Error && error.name === 'InvalidPasswordException') {
      throw new AuthError('NotAuthorizedException', error.message, { cause: error });
    }
    throw error;
  }
}

// Errors after which the started sign-in cannot continue: back to the first screen.
const RESTART_ERRORS = new Set(['SignInSessionExpired', 'NoSignInInProgress']);

/**
 * The sign-in island's logic without a DOM: validates each screen's input (spec §5), calls the
 * auth client once at a time, and moves between the screen states of spec §4. `onDone` runs
 * after the sign-in finished (it loads the profile and leaves the page).
 */
export function createSignInController(options: {
  auth: SignInAuth;
  onDone: () => Promise<void> | void;
  username?: string;
}) {
  const { auth } = options;
  const store = createFormStore<SignInState>({
    view: { name: 'credentials' },
    username: options.username ?? '',
    notice: null,
  });
  // Kept only to sign in again right after the account is confirmed; never part of the state.
  let password = '';

  async function show(step: SignInStep): Promise<void> {
    store.set({ view: viewForStep(step), fieldErrors: {}, notice: null });
    if (step.signInStep === 'DONE') {
      password = '';
      await options.onDone();
    }
  }

  const restartOn = (error: unknown) => {
    if (error instanceof Error && RESTART_ERRORS.has(error.name)) {
      store.set({ view: { name: 'credentials' } });
    }
  };

  const answer = (value: string, extra?: { attributes?: Record<string, string> }) =>
    store.run(async () => show(await auth.confirmSignIn(value, extra)), restartOn);

  return {
    getState: store.get,
    subscribe: store.subscribe,

    signIn(input: { username: string; password: string }) {
      if (store.get().busy || store.refuse(authFieldProblems('signIn', input)))
        return Promise.resolve();
      store.set({ username: input.username.trim(), notice: null });
      password = input.password;
      return store.run(async () => show(await startSignIn(auth, input)));
    },

    /** A code (SMS, email, TOTP, or the first TOTP code during set-up). */
    submitCode(code: string) {
      if (store.refuse(requiredProblems({ code }))) return Promise.resolve();
      return answer(code.replace(/\s+/g, ''));
    },

    /** An MFA type, an MFA type to set up, or a first factor (spec §4 selections). */
    choose(option: string) {
      return answer(option);
    },

    submitEmail(email: string) {
      if (store.refuse(emailProblems('email', email))) return Promise.resolve();
      return answer(email.trim());
    },

    submitPassword(value: string) {
      if (store.refuse(requiredProblems({ password: value }))) return Promise.resolve();
      return answer(value);
    },

    submitCustomAnswer(value: string) {
      if (store.refuse(requiredProblems({ answer: value }))) return Promise.resolve();
      return answer(value.trim());
    },

    submitNewPassword(input: {
      newPassword: string;
      confirmPassword: string;
      attributes: Record<string, string>;
    }) {
      const problems = {
        ...newPasswordProblems(input.newPassword, input.confirmPassword),
        ...requiredProblems(input.attributes),
      };
      if (store.refuse(problems)) return Promise.resolve();
      return answer(input.newPassword, { attributes: input.attributes });
    },

    /** Confirms the account with its code, then signs in again with the password just typed. */
    confirmSignUp(code: string) {
      const username = store.get().username;
      if (store.refuse(authFieldProblems('confirmSignUp', { username, code }))) {
        return Promise.resolve();
      }
      return store.run(async () => {
        await auth.confirmSignUp({ username, code: code.trim() });
        if (!password) {
          store.set({ view: { name: 'credentials' }, notice: 'confirmed' });
          return;
        }
        await show(await startSignIn(auth, { username, password }));
      });
    },

    resendSignUpCode() {
      return store.run(async () => {
        await auth.resendSignUpCode({ username: store.get().username });
        store.set({ notice: 'codeResent' });
      });
    },

    /** Back to the first screen, e.g. from a step the user does not want to finish. */
    restart() {
      password = '';
      store.set({ view: { name: 'credentials' }, error: null, fieldErrors: {}, notice: null });
    },
  };
}

export type SignInController = ReturnType<typeof createSignInController>;
