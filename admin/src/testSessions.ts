import type { Session } from '@stickerei/shared/domain';

/** Tests' sessions: the demo admin (ADMIN) and a signed-in user outside ADMIN. */
export const ADMIN_SESSION: Session = {
  authenticated: true,
  accessToken: 'access',
  username: 'admin@example.com',
  attributes: { sub: 'user-1', email: 'admin@example.com' },
  groups: ['ADMIN'],
};
export const USER_SESSION: Session = {
  ...ADMIN_SESSION,
  username: 'user@example.com',
  groups: ['USER'],
};
