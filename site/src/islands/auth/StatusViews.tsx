import type { Session } from '@stickerei/shared/domain';
import { sessionEmail } from '@stickerei/shared/auth';
import { FormError, Pending } from './Messages.tsx';
import { SecondaryButton } from './SubmitButton.tsx';
import { useText } from './useText.ts';

/** While the identity client loads. */
export function Loading() {
  const { text } = useText();
  return <Pending>{text('auth.loading')}</Pending>;
}

/** The identity configuration could not be loaded: the reason and a retry. */
export function Unavailable({ error, retry }: { error: unknown; retry: () => void }) {
  const { text } = useText();
  return (
    <div className="auth-stack">
      <FormError error={error} />
      <div className="auth-actions">
        <SecondaryButton onClick={retry}>{text('auth.retry')}</SecondaryButton>
      </div>
    </div>
  );
}

/** Someone already signed in opened a sign-in or sign-up page: continue, or sign out first. */
export function AlreadySignedIn(props: {
  session: Session;
  continueTo: string;
  onSignOut: () => void;
  busy: boolean;
}) {
  const { text } = useText();
  const name = sessionEmail(props.session) ?? props.session.username ?? '';
  return (
    <div className="auth-stack" data-auth-view="signed-in">
      <p>{text('auth.signedInAs', { name })}</p>
      <div className="auth-actions">
        <a className="button button-primary" href={props.continueTo}>
          {text('auth.continue')}
        </a>
        <SecondaryButton onClick={props.onSignOut} disabled={props.busy}>
          {text('auth.signOut')}
        </SecondaryButton>
      </div>
    </div>
  );
}
