import type { Session } from '@stickerei/shared/domain';
import { sessionEmail, type AuthClient } from '@stickerei/shared/auth';
import { useState, type ReactNode } from 'react';
import { signOutStaying } from '../../lib/auth/signOut.ts';
import { FormError, Pending } from './Messages.tsx';
import { SecondaryButton } from './SubmitButton.tsx';
import { useSiteAuth } from './useSiteAuth.ts';
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

/** An identity island's content once the client and the session are there (loading, retry). */
export function WithSiteAuth(props: {
  children: (auth: AuthClient, session: Session) => ReactNode;
}) {
  const site = useSiteAuth();
  if (site.status === 'loading') return <Loading />;
  if (site.status === 'failed') return <Unavailable error={site.error} retry={site.retry} />;
  return props.children(site.auth, site.session);
}

/**
 * Someone already signed in opened a sign-in or sign-up page: continue, or sign out and stay
 * (`onSignedOut` then shows the page's form).
 */
export function AlreadySignedIn(props: {
  auth: AuthClient;
  session: Session;
  continueTo: string;
  onSignedOut: () => void;
}) {
  const { text } = useText();
  const [busy, setBusy] = useState(false);
  const name = sessionEmail(props.session) ?? props.session.username ?? '';
  const signOut = () => {
    setBusy(true);
    void signOutStaying(props.auth).finally(() => {
      setBusy(false);
      props.onSignedOut();
    });
  };
  return (
    <div className="auth-stack" data-auth-view="signed-in">
      <p>{text('auth.signedInAs', { name })}</p>
      <div className="auth-actions">
        <a className="button button-primary" href={props.continueTo}>
          {text('auth.continue')}
        </a>
        <SecondaryButton onClick={signOut} disabled={busy}>
          {text('auth.signOut')}
        </SecondaryButton>
      </div>
    </div>
  );
}
