import type { AuthClient } from '@stickerei/shared/auth';
import { useState } from 'react';
import { createChangePasswordController } from '../../lib/auth/settingsControllers.ts';
import { AuthForm } from '../auth/AuthForm.tsx';
import { Notice } from '../auth/Messages.tsx';
import { useStore } from '../auth/useStore.ts';
import { useText } from '../auth/useText.ts';

/** Change password: current, new and repeated new password (spec §5). */
export function PasswordSection({ auth }: { auth: AuthClient }) {
  const { text } = useText();
  const [controller] = useState(() => createChangePasswordController(auth));
  const state = useStore(controller);
  return (
    <section className="card settings-card" aria-labelledby="settings-password">
      <h2 id="settings-password">{text('settings.password.heading')}</h2>
      <AuthForm
        id="change-password"
        state={state}
        fields={[
          { kind: 'password', name: 'oldPassword', label: text('auth.currentPassword') },
          { kind: 'newPassword' },
          { kind: 'confirmPassword' },
        ]}
        status={state.done && <Notice>{text('settings.password.done')}</Notice>}
        submit={text('settings.password.submit')}
        onValues={(values, form) =>
          void controller
            .change({
              oldPassword: values.oldPassword ?? '',
              newPassword: values.newPassword ?? '',
              confirmPassword: values.confirmPassword ?? '',
            })
            .then((changed) => changed && form.reset())
        }
      />
    </section>
  );
}
