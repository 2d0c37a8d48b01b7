import { AuthForm } from '../auth/AuthForm.tsx';
import { Notice } from '../auth/Messages.tsx';
import { useText } from '../auth/useText.ts';
import type { StepProps } from './stepProps.ts';

/** The first screen: username or email and password (spec §9: sign-in by username or email). */
export function CredentialsStep({ controller, state }: StepProps) {
  const { text } = useText();
  return (
    <AuthForm
      id="sign-in"
      state={state}
      notice={state.notice === 'confirmed' && <Notice>{text('signIn.confirmed')}</Notice>}
      fields={[{ kind: 'username', defaultValue: state.username }, { kind: 'password' }]}
      submit={text('signIn.submit')}
      onValues={(values) =>
        void controller.signIn({ username: values.username ?? '', password: values.password ?? '' })
      }
    />
  );
}
