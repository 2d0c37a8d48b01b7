import { MIN_PASSWORD_LENGTH, type AuthClient } from '@stickerei/shared/auth';
import type { Session } from '@stickerei/shared/domain';
import { useState } from 'react';
import { afterSignIn } from '../lib/auth/afterSignIn.ts';
import { DEFAULT_RETURN_TO, signInPath } from '../lib/auth/returnTo.ts';
import {
  createSignUpController,
  type SignUpController,
  type SignUpState,
} from '../lib/auth/signUpController.ts';
import { signOutStaying } from '../lib/auth/signOut.ts';
import { loadProfile } from '../lib/auth/siteAuth.ts';
import { CODE_INPUT, Field } from './auth/Field.tsx';
import { FormError, Pending } from './auth/Messages.tsx';
import { AlreadySignedIn, Loading, Unavailable } from './auth/StatusViews.tsx';
import { SecondaryButton, SubmitButton } from './auth/SubmitButton.tsx';
import { formValues } from './auth/formValues.ts';
import { useSiteAuth } from './auth/useSiteAuth.ts';
import { useStore } from './auth/useStore.ts';
import { useText } from './auth/useText.ts';
import { CodeSentIntro } from './auth/PasswordFields.tsx';

/** The sign-up page's island: email and password, the confirmation code, then signed in. */
export default function SignUp() {
  const site = useSiteAuth();
  if (site.status === 'loading') return <Loading />;
  if (site.status === 'failed') return <Unavailable error={site.error} retry={site.retry} />;
  return <SignUpPage auth={site.auth} session={site.session} />;
}

function SignUpPage({ auth, session }: { auth: AuthClient; session: Session }) {
  const [signedIn, setSignedIn] = useState(session.authenticated);
  const [signingOut, setSigningOut] = useState(false);
  const [controller] = useState(() =>
    createSignUpController({
      auth,
      onSignedIn: () =>
        afterSignIn(
          { loadProfile: () => loadProfile(auth), navigate: (url) => location.assign(url) },
          DEFAULT_RETURN_TO,
        ),
      onNeedsSignIn: (email) =>
        location.assign(
          `${signInPath(DEFAULT_RETURN_TO)}&${new URLSearchParams({ username: email })}`,
        ),
    }),
  );
  const state = useStore(controller);
  if (signedIn) {
    const signOut = () => {
      setSigningOut(true);
      void signOutStaying(auth).finally(() => {
        setSigningOut(false);
        setSignedIn(false);
      });
    };
    return (
      <AlreadySignedIn
        session={session}
        continueTo={DEFAULT_RETURN_TO}
        onSignOut={signOut}
        busy={signingOut}
      />
    );
  }
  if (state.view === 'confirm') return <ConfirmForm controller={controller} state={state} />;
  if (state.view === 'finishing') return <FinishingView />;
  return <SignUpForm controller={controller} state={state} />;
}

interface FormProps {
  controller: SignUpController;
  state: SignUpState;
}

function FinishingView() {
  const { text } = useText();
  return <Pending>{text('auth.finishing')}</Pending>;
}

function SignUpForm({ controller, state }: FormProps) {
  const { text } = useText();
  return (
    <form
      className="auth-form"
      id="sign-up"
      noValidate
      onSubmit={(event) => {
        const values = formValues(event);
        void controller.signUp({
          email: values.username ?? '',
          password: values.password ?? '',
          confirmPassword: values.confirmPassword ?? '',
        });
      }}
    >
      <Field
        form="sign-up"
        name="username"
        label={text('auth.email')}
        type="email"
        autoComplete="email"
        required
        defaultValue={state.email}
        problem={state.fieldErrors.username}
      />
      <Field
        form="sign-up"
        name="password"
        label={text('auth.password')}
        hint={text('auth.passwordHint', { min: MIN_PASSWORD_LENGTH })}
        type="password"
        autoComplete="new-password"
        required
        problem={state.fieldErrors.password}
      />
      <Field
        form="sign-up"
        name="confirmPassword"
        label={text('auth.repeatPassword')}
        type="password"
        autoComplete="new-password"
        required
        problem={state.fieldErrors.confirmPassword}
      />
      <FormError error={state.error} />
      <SubmitButton busy={state.busy}>{text('signUp.submit')}</SubmitButton>
    </form>
  );
}

function ConfirmForm({ controller, state }: FormProps) {
  const { text } = useText();
  return (
    <section
      className="auth-step"
      data-auth-step="confirm-sign-up"
      aria-labelledby="sign-up-confirm-heading"
    >
      <h2 className="auth-step-heading" id="sign-up-confirm-heading">
        {text('signUp.confirm.heading')}
      </h2>
      <CodeSentIntro destination={state.destination} resent={state.notice === 'codeResent'} />
      <form
        className="auth-form"
        id="sign-up-confirm"
        noValidate
        onSubmit={(event) => void controller.confirm(formValues(event).code ?? '')}
      >
        <Field
          form="sign-up-confirm"
          name="code"
          label={text('auth.code')}
          hint={text('auth.codeHint')}
          {...CODE_INPUT}
          autoFocus
          required
          problem={state.fieldErrors.code}
        />
        <FormError error={state.error} />
        <div className="auth-actions">
          <SubmitButton busy={state.busy}>{text('signUp.confirm.submit')}</SubmitButton>
          <SecondaryButton onClick={() => void controller.resend()} disabled={state.busy}>
            {text('auth.resendCode')}
          </SecondaryButton>
        </div>
      </form>
      <div className="auth-actions auth-actions-end">
        <SecondaryButton onClick={controller.back} disabled={state.busy}>
          {text('signUp.changeEmail')}
        </SecondaryButton>
      </div>
    </section>
  );
}
