import { authFieldProblems, newPasswordProblems, requiredProblems } from './fieldProblems.ts';
import { createFormStore, type FormState } from './formStore.ts';

export interface ChangePasswordState extends FormState {
  done: boolean;
}

/** Change password in settings (spec §5: old and new password needed). */
export function createChangePasswordController(auth: {
  updatePassword(input: { oldPassword: string; newPassword: string }): Promise<void>;
}) {
  const store = createFormStore<ChangePasswordState>({ done: false });
  return {
    getState: store.get,
    subscribe: store.subscribe,
    /** Resolves true when the password was changed (the island then empties its fields). */
    async change(input: {
      oldPassword: string;
      newPassword: string;
      confirmPassword: string;
    }): Promise<boolean> {
      const problems = {
        ...authFieldProblems('updatePassword', input),
        ...newPasswordProblems(input.newPassword, input.confirmPassword),
      };
      if (store.get().busy || store.refuse(problems)) return false;
      store.set({ done: false });
      await store.run(async () => {
        await auth.updatePassword({
          oldPassword: input.oldPassword,
          newPassword: input.newPassword,
        });
        store.set({ done: true });
      });
      return store.get().done;
    },
  };
}

export interface TotpState extends FormState {
  status: 'loading' | 'off' | 'setup' | 'on' | 'failed';
  secret: string;
  uri: string;
  notice: 'enabled' | 'disabled' | null;
}

/** The TOTP calls of the shared auth client. */
export interface TotpAuth {
  fetchMfaPreference(): Promise<{ enabled: string[]; preferred: string | null }>;
  setUpTotp(): Promise<{ secret: string; uri: string }>;
  verifyTotpSetup(code: string): Promise<void>;
  disableTotp(): Promise<void>;
}

/**
 * Two-factor authentication in settings: shows whether an authenticator app is on, sets one up
 * (secret as QR code and text, then the first code) and turns it off.
 */
export function createTotpController(auth: TotpAuth) {
  const store = createFormStore<TotpState>({
    status: 'loading',
    secret: '',
    uri: '',
    notice: null,
  });
  return {
    getState: store.get,
    subscribe: store.subscribe,
    load() {
      return store.run(
        async () => {
          const { enabled } = await auth.fetchMfaPreference();
          store.set({ status: enabled.includes('SOFTWARE_TOKEN_MFA') ? 'on' : 'off' });
        },
        () => store.set({ status: 'failed' }),
      );
    },
    start() {
      return store.run(async () => {
        const { secret, uri } = await auth.setUpTotp();
        store.set({ status: 'setup', secret, uri, notice: null, fieldErrors: {} });
      });
    },
    verify(code: string) {
      if (store.get().busy || store.refuse(requiredProblems({ code }))) return Promise.resolve();
      return store.run(async () => {
        await auth.verifyTotpSetup(code.replace(/\s+/g, ''));
        store.set({ status: 'on', secret: '', uri: '', notice: 'enabled' });
      });
    },
    cancel() {
      store.set({ status: 'off', secret: '', uri: '', error: null, fieldErrors: {} });
    },
    disable() {
      return store.run(async () => {
        await auth.disableTotp();
        store.set({ status: 'off', notice: 'disabled' });
      });
    },
  };
}

export type TotpController = ReturnType<typeof createTotpController>;
export type ChangePasswordController = ReturnType<typeof createChangePasswordController>;
