import type { AuthClient } from '@stickerei/shared/auth';
import type { Session } from '@stickerei/shared/domain';
import { useEffect, useMemo, useState } from 'react';
import { afterSignIn } from '../lib/auth/afterSignIn.ts';
import { safeReturnTo } from '../lib/auth/returnTo.ts';
import { createSignInController } from '../lib/auth/signInController.ts';
import { signOutStaying } from '../lib/auth/signOut.ts';
import { loadProfile } from '../lib/auth/siteAuth.ts';
import { Pending } from './auth/Messages.tsx';
import { AlreadySignedIn, Loading, Unavailable } from './auth/StatusViews.tsx';
import { useSiteAuth } from './auth/useSiteAuth.ts';
import { useStore } from './auth/useStore.ts';
import { useText } from './auth/useText.ts';
import { SignInSteps } from './signIn/SignInSteps.tsx';

interface PageParams {
  returnTo: string;
  username: string;
  hosted: boolean;
}

function readParams(): PageParams {
  const params = new URL(location.href).searchParams;
  return {
    returnTo: safeReturnTo(params.get('returnTo'), location.origin),
    username: params.get('username') ?? '',
    hosted: params.get('hosted') === '1',
  };
}

/** The sign-in page's island (`/sign-in?returnTo=<path>`). */
export default function SignIn() {
  const site = useSiteAuth();
  if (site.status === 'loading') return <Loading />;
  if (site.status === 'failed') return <Unavailable error={site.error} retry={site.retry} />;
  return <SignInPage auth={site.auth} session={site.session} />;
}

function SignInPage({ auth, session }: { auth: AuthClient; session: Session }) {
  const { text } = useText();
  const params = useMemo(readParams, []);
  // Decided once: after a successful sign-in the session changes, but the flow finishes itself.
  const [signedIn, setSignedIn] = useState(session.authenticated);
  const [signingOut, setSigningOut] = useState(false);
  const redirecting = params.hosted && auth.usesHostedUi && !signedIn;

  useEffect(() => {
    if (!redirecting) return;
    auth.signInWithRedirect(params.returnTo).then(
      (url) => location.assign(url),
      (error: unknown) => console.error('Stickerei: the hosted sign-in could not start.', error),
    );
  }, [auth, params.returnTo, redirecting]);

  if (redirecting) return <Pending>{text('signIn.redirecting')}</Pending>;
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
        continueTo={params.returnTo}
        onSignOut={signOut}
        busy={signingOut}
      />
    );
  }
  return <SignInFlow auth={auth} params={params} />;
}

function SignInFlow({ auth, params }: { auth: AuthClient; params: PageParams }) {
  const [controller] = useState(() =>
    createSignInController({
      auth,
      username: params.username,
      onDone: () =>
        afterSignIn(
          { loadProfile: () => loadProfile(auth), navigate: (url) => location.assign(url) },
          params.returnTo,
        ),
    }),
  );
  const state = useStore(controller);
  return <SignInSteps controller={controller} state={state} />;
}
