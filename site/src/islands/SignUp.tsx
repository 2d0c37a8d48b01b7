import type { AuthClient } from '@stickerei/shared/auth';
import type { Session } from '@stickerei/shared/domain';
import { useState } from 'react';
import { afterSignIn } from '../lib/auth/afterSignIn.ts';
import { DEFAULT_RETURN_TO, signInPath } from '../lib/auth/returnTo.ts';
import { createSignUpController } from '../lib/auth/signUpController.ts';
import { loadProfile } from '../lib/auth/siteAuth.ts';
import { AuthForm } from './auth/AuthForm.tsx';
import { CodeSentStep } from './auth/CodeSentStep.tsx';
import { Pending } from './auth/Messages.tsx';
import { AlreadySignedIn, WithSiteAuth } from './auth/StatusViews.tsx';
import { useStore } from './auth/useStore.ts';
import { useText } from './auth/useText.ts';

/** The sign-up page's island: email and password, the confirmation code, then signed in. */
export default function SignUp() {
  return (
    <WithSiteAuth>{(auth, session) => <SignUpPage auth={auth} session={session} />}</WithSiteAuth>
  );
}

function SignUpPage({ auth, session }: { auth: AuthClient; session: Session }) {
  const { text } = useText();
  const [signedIn, setSignedIn] = useState(session.authenticated);
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
    return (
      <AlreadySignedIn
        auth={auth}
        session={session}
        continueTo={DEFAULT_RETURN_TO}
        onSignedOut={() => setSignedIn(false)}
      />
    );
  }
  if (state.view === 'confirm') {
    return (
      <CodeSentStep
        step="confirm-sign-up"
        id="sign-up-confirm"
        heading={text('signUp.confirm.heading')}
        state={state}
        fields={[{ kind: 'code', hint: text('auth.codeHint'), autoFocus: true }]}
        submit={text('signUp.confirm.submit')}
        onValues={(values) => void controller.confirm(values.code ?? '')}
        onResend={() => void controller.resend()}
        back={{ label: text('signUp.changeEmail'), onClick: controller.back }}
      />
    );
  }
  if (state.view === 'finishing') return <Pending>{text('auth.finishing')}</Pending>;
  return (
    <AuthForm
      id="sign-up"
      state={state}
      fields={[
        { kind: 'email', name: 'username', defaultValue: state.email },
        { kind: 'newPassword', name: 'password', label: text('auth.password') },
        { kind: 'confirmPassword', label: text('auth.repeatPassword') },
      ]}
      submit={text('signUp.submit')}
      onValues={(values) =>
        void controller.signUp({
          email: values.username ?? '',
          password: values.password ?? '',
          confirmPassword: values.confirmPassword ?? '',
        })
      }
    />
  );
}
