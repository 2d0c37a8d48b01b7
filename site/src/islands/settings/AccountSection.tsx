import { sessionEmail, type AuthClient } from '@stickerei/shared/auth';
import type { Session, UserProfile } from '@stickerei/shared/domain';
import { useEffect, useState } from 'react';
import type { MessageKey } from '../../i18n/index.ts';
import { formatDate, isoDate } from '../../lib/dates.ts';
import { loadProfile } from '../../lib/auth/siteAuth.ts';
import { useText } from '../auth/useText.ts';

type ProfileLoad =
  { status: 'loading' } | { status: 'ready'; profile: UserProfile | null } | { status: 'failed' };

function roleKey(group: string): MessageKey | null {
  return group === 'USER' || group === 'ADMIN' ? `settings.account.role.${group}` : null;
}

/** Who is signed in: email and roles from the session, user id and member-since from the api. */
export function AccountSection({ auth, session }: { auth: AuthClient; session: Session }) {
  const { language, text } = useText();
  const [load, setLoad] = useState<ProfileLoad>({ status: 'loading' });

  useEffect(() => {
    let active = true;
    loadProfile(auth).then(
      (profile) => active && setLoad({ status: 'ready', profile }),
      (error: unknown) => {
        console.warn('Stickerei: the profile could not be loaded.', error);
        if (active) setLoad({ status: 'failed' });
      },
    );
    return () => {
      active = false;
    };
  }, [auth]);

  const profile = load.status === 'ready' ? load.profile : null;
  const roles = session.groups.map((group) => {
    const key = roleKey(group);
    return key ? text(key) : group;
  });
  return (
    <section className="card settings-card" aria-labelledby="settings-account">
      <h2 id="settings-account">{text('settings.account.heading')}</h2>
      <dl className="settings-facts" aria-busy={load.status === 'loading' || undefined}>
        <div>
          <dt>{text('settings.account.email')}</dt>
          <dd data-account-field="email">{sessionEmail(session) ?? session.username ?? '—'}</dd>
        </div>
        <div>
          <dt>{text('settings.account.userId')}</dt>
          <dd data-account-field="user-id">
            <code>{profile?.userId ?? '…'}</code>
          </dd>
        </div>
        <div>
          <dt>{text('settings.account.memberSince')}</dt>
          <dd data-account-field="member-since">
            {profile ? (
              <time dateTime={isoDate(profile.createdAt)}>
                {formatDate(profile.createdAt, language)}
              </time>
            ) : (
              '…'
            )}
          </dd>
        </div>
        <div>
          <dt>{text('settings.account.roles')}</dt>
          <dd data-account-field="roles">{roles.join(', ') || '—'}</dd>
        </div>
      </dl>
      {load.status === 'failed' && (
        <p className="auth-message auth-message-error" role="alert">
          {text('settings.account.unavailable')}
        </p>
      )}
    </section>
  );
}
