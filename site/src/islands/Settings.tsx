import type { AuthClient } from '@stickerei/shared/auth';
import type { Session } from '@stickerei/shared/domain';
import { useState } from 'react';
import { signInPath } from '../lib/auth/returnTo.ts';
import { siteApi } from '../lib/auth/siteAuth.ts';
import { signOutOfSite } from '../lib/auth/signOut.ts';
import { WithSiteAuth } from './auth/StatusViews.tsx';
import { useText } from './auth/useText.ts';
import { AccountSection } from './settings/AccountSection.tsx';
import { MachineSection } from './settings/MachineSection.tsx';
import { PasswordSection } from './settings/PasswordSection.tsx';
import { PreferencesSection } from './settings/PreferencesSection.tsx';
import { ThreadsSection } from './settings/ThreadsSection.tsx';
import { TotpSection } from './settings/TotpSection.tsx';
import { QuotaMeter } from './quota/QuotaMeter.tsx';

/** The settings page's island: preferences for everyone, the account part when signed in. */
export default function Settings() {
  return (
    <div className="settings-grid">
      <PreferencesSection />
      <AccountPart />
    </div>
  );
}

function AccountPart() {
  return (
    <WithSiteAuth>
      {(auth, session) =>
        session.authenticated ? (
          <SignedInSettings auth={auth} session={session} />
        ) : (
          <SignInPrompt />
        )
      }
    </WithSiteAuth>
  );
}

function SignInPrompt() {
  const { text } = useText();
  return (
    <section className="card settings-card" aria-labelledby="settings-account">
      <h2 id="settings-account">{text('settings.account.heading')}</h2>
      <p>{text('settings.account.signInPrompt')}</p>
      <a className="button button-primary" href={signInPath('/settings')}>
        {text('signIn.submit')}
      </a>
    </section>
  );
}

function SignedInSettings({ auth, session }: { auth: AuthClient; session: Session }) {
  const { text } = useText();
  const [signingOut, setSigningOut] = useState(false);
  const [client] = useState(() => siteApi(auth));
  const signOut = () => {
    setSigningOut(true);
    signOutOfSite().catch((error: unknown) => {
      console.error('Stickerei: signing out failed.', error);
      setSigningOut(false);
    });
  };
  return (
    <>
      <AccountSection auth={auth} session={session} />
      <PasswordSection auth={auth} />
      <TotpSection auth={auth} />
      <MachineSection client={client} />
      <ThreadsSection client={client} />
      <QuotaMeter client={client} variant="card" />
      <section className="card settings-card" aria-labelledby="settings-sign-out">
        <h2 id="settings-sign-out">{text('settings.signOut.heading')}</h2>
        <p>{text('settings.signOut.text')}</p>
        <button
          className="button button-secondary"
          type="button"
          onClick={signOut}
          disabled={signingOut}
          aria-busy={signingOut || undefined}
        >
          {text('auth.signOut')}
        </button>
      </section>
    </>
  );
}
