import type { AuthClient } from '@stickerei/shared/auth';
import { useState } from 'react';
import {
  createForgotPasswordController,
  type ForgotPasswordController,
  type ForgotPasswordState,
} from '../lib/auth/forgotPasswordController.ts';
import { CODE_INPUT, Field } from './auth/Field.tsx';
import { FormError, Notice } from './auth/Messages.tsx';
import { Loading, Unavailable } from './auth/StatusViews.tsx';
import { SecondaryButton, SubmitButton } from './auth/SubmitButton.tsx';
import { formValues } from './auth/formValues.ts';
import { useSiteAuth } from './auth/useSiteAuth.ts';
import { useStore } from './auth/useStore.ts';
import { useText } from './auth/useText.ts';
import { CodeSentIntro, NewPasswordFields } from './auth/PasswordFields.tsx';

/** The password-reset page's island: username → code and new password → done. */
export default function ForgotPassword() {
  const site = useSiteAuth();
  if (site.status === 'loading') return <Loading />;
  if (site.status === 'failed') return <Unavailable error={site.error} retry={site.retry} />;
  return <ForgotPasswordFlow auth={site.auth} />;
}

function ForgotPasswordFlow({ auth }: { auth: AuthClient }) {
  const [controller] = useState(() =>
    createForgotPasswordController({
      auth,
      username: new URL(location.href).searchParams.get('username') ?? '',
    }),
  );
  const state = useStore(controller);
  if (state.view === 'confirm') return <ConfirmForm controller={controller} state={state} />;
  if (state.view === 'done') return <DoneView username={state.username} />;
  return <RequestForm controller={controller} state={state} />;
}

interface FormProps {
  controller: ForgotPasswordController;
  state: ForgotPasswordState;
}

function RequestForm({ controller, state }: FormProps) {
  const { text } = useText();
  return (
    <form
      className="auth-form"
      id="forgot-password"
      noValidate
      onSubmit={(event) => void controller.request({ username: formValues(event).username ?? '' })}
    >
      <Field
        form="forgot-password"
        name="username"
        label={text('auth.usernameOrEmail')}
        type="text"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        required
        defaultValue={state.username}
        problem={state.fieldErrors.username}
      />
      <FormError error={state.error} />
      <SubmitButton busy={state.busy}>{text('forgot.submit')}</SubmitButton>
    </form>
  );
}

function ConfirmForm({ controller, state }: FormProps) {
  const { text } = useText();
  const problems = state.fieldErrors;
  return (
    <section
      className="auth-step"
      data-auth-step="reset-confirm"
      aria-labelledby="forgot-confirm-heading"
    >
      <h2 className="auth-step-heading" id="forgot-confirm-heading">
        {text('forgot.confirm.heading')}
      </h2>
      <CodeSentIntro destination={state.destination} resent={state.notice === 'codeResent'} />
      <form
        className="auth-form"
        id="forgot-confirm"
        noValidate
        onSubmit={(event) => {
          const values = formValues(event);
          void controller.confirm({
            code: values.code ?? '',
            newPassword: values.newPassword ?? '',
            confirmPassword: values.confirmPassword ?? '',
          });
        }}
      >
        <Field
          form="forgot-confirm"
          name="code"
          label={text('auth.code')}
          {...CODE_INPUT}
          autoFocus
          required
          problem={problems.code}
        />
        <NewPasswordFields form="forgot-confirm" problems={problems} />
        <FormError error={state.error} />
        <div className="auth-actions">
          <SubmitButton busy={state.busy}>{text('forgot.confirm.submit')}</SubmitButton>
          <SecondaryButton onClick={() => void controller.resend()} disabled={state.busy}>
            {text('auth.resendCode')}
          </SecondaryButton>
        </div>
      </form>
      <div className="auth-actions auth-actions-end">
        <SecondaryButton onClick={controller.back} disabled={state.busy}>
          {text('forgot.otherAccount')}
        </SecondaryButton>
      </div>
    </section>
  );
}

function DoneView({ username }: { username: string }) {
  const { text } = useText();
  const href = `/sign-in?${new URLSearchParams({ username }).toString()}`;
  return (
    <section
      className="auth-step"
      data-auth-step="reset-done"
      aria-labelledby="forgot-done-heading"
    >
      <h2 className="auth-step-heading" id="forgot-done-heading">
        {text('forgot.done.heading')}
      </h2>
      <Notice>{text('forgot.done.text')}</Notice>
      <div className="auth-actions">
        <a className="button button-primary" href={href}>
          {text('forgot.done.signIn')}
        </a>
      </div>
    </section>
  );
}
