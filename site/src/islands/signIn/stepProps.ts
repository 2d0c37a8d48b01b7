import type { SignInController, SignInState } from '../../lib/auth/signInController.ts';

/** What every sign-in step component gets. */
export interface StepProps {
  controller: SignInController;
  state: SignInState;
}
