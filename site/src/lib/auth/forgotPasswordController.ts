import { authFieldProblems, newPasswordProblems } from './fieldProblems.ts';
import { createFormStore, type FormState } from './formStore.ts';

export interface ForgotPasswordState extends FormState {
  view: 'request' | 'confirm' | 'done';
  username: string;
  destination: string | null;
  notice: 'codeResent' | null;
}

/** The calls the password-reset island makes. */
export interface ForgotPasswordAuth {
  resetPassword(input: { username: string }): Promise<{ destination: string | null }>;
  confirmResetPassword(input: {
    username: string;
    code: string;
    newPassword: string;
  }): Promise<void>;
}

/**
 * The password-reset island's logic (spec §5): the username asks for a code; the code and a new
 * password (twice) set it; then the user signs in with it.
 */
export function createForgotPasswordController(options: {
  auth: ForgotPasswordAuth;
  username?: string;
}) {
  const { auth } = options;
  const store = createFormStore<ForgotPasswordState>({
    view: 'request',
    username: options.username ?? '',
    destination: null,
    notice: null,
  });

  const sendCode = async (username: string) => {
    const { destination } = await auth.resetPassword({ username });
    store.set({ username, destination });
  };

  return {
    getState: store.get,
    subscribe: store.subscribe,

    request(input: { username: string }) {
      if (store.get().busy || store.refuse(authFieldProblems('resetPassword', input))) {
        return Promise.resolve();
      }
      return store.run(async () => {
        await sendCode(input.username.trim());
        store.set({ view: 'confirm', notice: null });
      });
    },

    confirm(input: { code: string; newPassword: string; confirmPassword: string }) {
      const username = store.get().username;
      const problems = {
        ...authFieldProblems('confirmResetPassword', { ...input, username }),
        ...newPasswordProblems(input.newPassword, input.confirmPassword),
      };
      if (store.get().busy || store.refuse(problems)) return Promise.resolve();
      return store.run(async () => {
        await auth.confirmResetPassword({
          username,
          code: input.code.trim(),
          newPassword: input.newPassword,
        });
        store.set({ view: 'done', notice: null });
      });
    },

    resend() {
      return store.run(async () => {
        await sendCode(store.get().username);
        store.set({ notice: 'codeResent' });
      });
    },

    back() {
      store.set({ view: 'request', error: null, fieldErrors: {}, notice: null });
    },
  };
}

export type ForgotPasswordController = ReturnType<typeof createForgotPasswordController>;
