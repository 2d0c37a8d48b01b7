import type { AuthClient } from '@stickerei/shared/auth';
import { useState } from 'react';
import { createForgotPasswordController } from '../lib/auth/forgotPasswordController.ts';
import { AuthForm } from './auth/AuthForm.tsx';
import { AuthStep } from './auth/AuthStep.tsx';
import { CodeSentStep } from './auth/CodeSentStep.tsx';
import { Notice } from './auth/Messages.tsx';
import { WithSiteAuth } from './auth/StatusViews.tsx';
import { useStore } from './auth/useStore.ts';
import { useText } from './auth/useText.ts';

/** The password-reset page's island: username → code and new password → done. */
export default function ForgotPassword() {
  return <WithSiteAuth>{(auth) => <ForgotPasswordFlow auth={auth} />}</WithSiteAuth>;
}

function ForgotPasswordFlow({ auth }: { auth: AuthClient }) {
  const { text } = useText();
  const [controller] = useState(() =>
    createForgotPasswordController({
      auth,
      username: new URL(location.href).searchParams.get('username') ?? '',
    }),
  );
  const state = useStore(controller);
  if (state.view === 'confirm') {
    return (
      <CodeSentStep
        step="reset-confirm"
        id="forgot-confirm"
        heading={text('forgot.confirm.heading')}
        state={state}
        fields={[
          { kind: 'code', autoFocus: true },
          { kind: 'newPassword' },
          { kind: 'confirmPassword' },
        ]}
        submit={text('forgot.confirm.submit')}
        onValues={(values) =>
          void controller.confirm({
            code: values.code ?? '',
            newPassword: values.newPassword ?? '',
            confirmPassword: values.confirmPassword ?? '',
          })
        }
        onResend={() => void controller.resend()}
        back={{ label: text('forgot.otherAccount'), onClick: controller.back }}
      />
    );
  }
  if (state.view === 'done') return <DoneView username={state.username} />;
  return (
    <AuthForm
      id="forgot-password"
      state={state}
      fields={[{ kind: 'username', defaultValue: state.username }]}
      submit={text('forgot.submit')}
      onValues={(values) => void controller.request({ username: values.username ?? '' })}
    />
  );
}

function DoneView({ username }: { username: string }) {
  const { text } = useText();
  const href = `/sign-in?${new URLSearchParams({ username }).toString()}`;
  return (
    <AuthStep
      step="reset-done"
      headingId="forgot-done-heading"
      heading={text('forgot.done.heading')}
    >
      <Notice>{text('forgot.done.text')}</Notice>
      <div className="auth-actions">
        <a className="button button-primary" href={href}>
          {text('forgot.done.signIn')}
        </a>
      </div>
    </AuthStep>
  );
}
