import type { AuthClient } from '@stickerei/shared/auth';
import { useState } from 'react';
import { createChangePasswordController } from '../../lib/auth/settingsControllers.ts';
import { Field } from '../auth/Field.tsx';
import { FormError, Notice } from '../auth/Messages.tsx';
import { SubmitButton } from '../auth/SubmitButton.tsx';
import { formValues } from '../auth/formValues.ts';
import { useStore } from '../auth/useStore.ts';
import { useText } from '../auth/useText.ts';
import { NewPasswordFields } from '../auth/PasswordFields.tsx';

/** Change password: current, new and repeated new password (spec §5). */
export function PasswordSection({ auth }: { auth: AuthClient }) {
  const { text } = useText();
  const [controller] = useState(() => createChangePasswordController(auth));
  const state = useStore(controller);
  const problems = state.fieldErrors;
  return (
    <section className="card settings-card" aria-labelledby="settings-password">
      <h2 id="settings-password">{text('settings.password.heading')}</h2>
      <form
        className="auth-form"
        id="change-password"
        noValidate
        onSubmit={(event) => {
          const form = event.currentTarget;
          const values = formValues(event);
          void controller
            .change({
              oldPassword: values.oldPassword ?? '',
              newPassword: values.newPassword ?? '',
              confirmPassword: values.confirmPassword ?? '',
            })
            .then((changed) => changed && form.reset());
        }}
      >
        <Field
          form="change-password"
          name="oldPassword"
          label={text('auth.currentPassword')}
          type="password"
          autoComplete="current-password"
          required
          problem={problems.oldPassword}
        />
        <NewPasswordFields form="change-password" problems={problems} />
        <FormError error={state.error} />
        {state.done && <Notice>{text('settings.password.done')}</Notice>}
        <SubmitButton busy={state.busy}>{text('settings.password.submit')}</SubmitButton>
      </form>
    </section>
  );
}
