import type { AuthClient } from '@stickerei/shared/auth';
import type { Session } from '@stickerei/shared/domain';
import { useEffect, useMemo, useState } from 'react';
import { afterSignIn } from '../lib/auth/afterSignIn.ts';
import { safeReturnTo } from '../lib/auth/returnTo.ts';
import { createSignInController } from '../lib/auth/signInController.ts';
import { loadProfile } from '../lib/auth/siteAuth.ts';
import { Pending } from './auth/Messages.tsx';
import { AlreadySignedIn, WithSiteAuth } from './auth/StatusViews.tsx';
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
  return (
    <WithSiteAuth>{(auth, session) => <SignInPage auth={auth} session={session} />}</WithSiteAuth>
  );
}

function SignInPage({ auth, session }: { auth: AuthClient; session: Session }) {
  const { text } = useText();
  const params = useMemo(readParams, []);
  // Decided once: after a successful sign-in the session changes, but the flow finishes itself.
  const [signedIn, setSignedIn] = useState(session.authenticated);
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
    return (
      <AlreadySignedIn
        auth={auth}
        session={session}
        continueTo={params.returnTo}
        onSignedOut={() => setSignedIn(false)}
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
