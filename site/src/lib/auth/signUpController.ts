import type { SignInStep } from '@stickerei/shared/auth';
import { authFieldProblems, emailProblems, newPasswordProblems } from './fieldProblems.ts';
import { createFormStore, type FormState } from './formStore.ts';

export interface SignUpState extends FormState {
  view: 'form' | 'confirm' | 'finishing';
  email: string;
  /** Where the code went (masked by the identity service), when it says. */
  destination: string | null;
  notice: 'codeResent' | null;
}

/** The calls the sign-up island makes. */
export interface SignUpAuth {
  signUp(input: {
    username: string;
    password: string;
  }): Promise<{ step: 'DONE' | 'CONFIRM_SIGN_UP'; destination: string | null }>;
  confirmSignUp(input: { username: string; code: string }): Promise<void>;
  resendSignUpCode(input: { username: string }): Promise<void>;
  signIn(input: { username: string; password: string }): Promise<SignInStep>;
}

/**
 * The sign-up island's logic: email and password (twice), then the confirmation code (with
 * resend), then an automatic sign-in. `onSignedIn` continues to the user's files; when the
 * sign-in needs a further step (an MFA the pool demands), `onNeedsSignIn` hands over to the
 * sign-in page.
 */
export function createSignUpController(options: {
  auth: SignUpAuth;
  onSignedIn: () => Promise<void> | void;
  onNeedsSignIn: (email: string) => void;
}) {
  const { auth } = options;
  const store = createFormStore<SignUpState>({
    view: 'form',
    email: '',
    destination: null,
    notice: null,
  });
  let password = '';

  async function signInNow(): Promise<void> {
    const step = await auth.signIn({ username: store.get().email, password });
    if (step.signInStep !== 'DONE') {
      options.onNeedsSignIn(store.get().email);
      return;
    }
    password = '';
    store.set({ view: 'finishing' });
    await options.onSignedIn();
  }

  return {
    getState: store.get,
    subscribe: store.subscribe,

    signUp(input: { email: string; password: string; confirmPassword: string }) {
      const problems = {
        ...authFieldProblems('signUp', { username: input.email, password: input.password }),
        ...emailProblems('username', input.email),
        ...newPasswordProblems(input.password, input.confirmPassword, {
          password: 'password',
          confirmation: 'confirmPassword',
        }),
      };
      if (store.get().busy || store.refuse(problems)) return Promise.resolve();
      return store.run(async () => {
        const email = input.email.trim();
        const result = await auth.signUp({ username: email, password: input.password });
        password = input.password;
        store.set({ email, destination: result.destination, notice: null });
        if (result.step === 'DONE') await signInNow();
        else store.set({ view: 'confirm' });
      });
    },

    confirm(code: string) {
      const email = store.get().email;
      if (store.refuse(authFieldProblems('confirmSignUp', { username: email, code }))) {
        return Promise.resolve();
      }
      return store.run(async () => {
        await auth.confirmSignUp({ username: email, code: code.trim() });
        await signInNow();
      });
    },

    resend() {
      return store.run(async () => {
        await auth.resendSignUpCode({ username: store.get().email });
        store.set({ notice: 'codeResent' });
      });
    },

    /** Back to the form, e.g. to correct a mistyped address. */
    back() {
      password = '';
      store.set({ view: 'form', error: null, fieldErrors: {}, notice: null });
    },
  };
}

export type SignUpController = ReturnType<typeof createSignUpController>;
