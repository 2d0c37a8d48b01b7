import type { AuthClient } from '@stickerei/shared/auth';
import { useEffect, useState } from 'react';
import {
  createTotpController,
  type TotpController,
  type TotpState,
} from '../../lib/auth/settingsControllers.ts';
import { AuthForm } from '../auth/AuthForm.tsx';
import { FormError, Notice, Pending } from '../auth/Messages.tsx';
import { SecondaryButton } from '../auth/SubmitButton.tsx';
import { LazyTotpSecret } from '../auth/LazyTotpSecret.tsx';
import { useStore } from '../auth/useStore.ts';
import { useText } from '../auth/useText.ts';

/** Two-factor authentication with an authenticator app: status, set-up, turning it off. */
export function TotpSection({ auth }: { auth: AuthClient }) {
  const { text } = useText();
  const [controller] = useState(() => createTotpController(auth));
  const state = useStore(controller);
  useEffect(() => void controller.load(), [controller]);
  return (
    <section
      className="card settings-card"
      aria-labelledby="settings-totp"
      data-totp-status={state.status}
    >
      <h2 id="settings-totp">{text('settings.totp.heading')}</h2>
      <TotpBody controller={controller} state={state} />
      {state.notice && <Notice>{text(`settings.totp.${state.notice}`)}</Notice>}
      <FormError error={state.status === 'failed' ? null : state.error} />
    </section>
  );
}

function TotpBody({ controller, state }: { controller: TotpController; state: TotpState }) {
  const { text } = useText();
  switch (state.status) {
    case 'loading':
      return <Pending>{text('auth.loading')}</Pending>;
    case 'failed':
      return (
        <>
          <p className="auth-message auth-message-error" role="alert">
            {text('settings.totp.failed')}
          </p>
          <SecondaryButton onClick={() => void controller.load()}>
            {text('auth.retry')}
          </SecondaryButton>
        </>
      );
    case 'on':
      return (
        <>
          <p>{text('settings.totp.on')}</p>
          <SecondaryButton onClick={() => void controller.disable()} disabled={state.busy}>
            {text('settings.totp.disable')}
          </SecondaryButton>
        </>
      );
    case 'off':
      return (
        <>
          <p>{text('settings.totp.off')}</p>
          <button
            className="button button-primary"
            type="button"
            disabled={state.busy}
            onClick={() => void controller.start()}
          >
            {text('settings.totp.start')}
          </button>
        </>
      );
    case 'setup':
      return <TotpSetupForm controller={controller} state={state} />;
  }
}

function TotpSetupForm({ controller, state }: { controller: TotpController; state: TotpState }) {
  const { text } = useText();
  return (
    <>
      <p>{text('settings.totp.setupText')}</p>
      <LazyTotpSecret secret={state.secret} uri={state.uri} />
      <AuthForm
        id="totp-setup"
        state={state}
        errorShownAround
        fields={[{ kind: 'code', label: text('totp.code'), autoFocus: true }]}
        submit={text('settings.totp.verify')}
        secondary={{ label: text('settings.totp.cancel'), onClick: controller.cancel }}
        onValues={(values) => void controller.verify(values.code ?? '')}
      />
    </>
  );
}
