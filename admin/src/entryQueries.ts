import { QueryClient } from '@tanstack/react-query';
import type { Session } from '@stickerei/shared/domain';
import { identityOf, isAdmin } from './authProvider.ts';

// react-admin's (ra-core 5.15) query keys for two answers of its authProvider: the permissions
// CoreAdminRoutes reads to set up its routes (useConfigureAdminRouterFromChildren's
// usePermissions()), and the app bar's identity (useGetIdentity). entryQueries.test.ts renders
// react-admin's own hooks against them and fails when they change.
export const AUTH_QUERY_KEYS = {
  permissions: ['auth', 'getPermissions', {}],
  identity: ['auth', 'getIdentity'],
} as const;

/**
 * react-admin's query client, told two things the entry has just read from the session (main.ts
 * lets only an admin this far): the groups and who is signed in. Without them react-admin asks
 * its authProvider for each once its layout is on screen, and each answer renders the whole
 * admin again on a phone's main thread (issue 17, docs/delivery.md). Whether the session may see
 * the admin stays react-admin's own question, asked on every page as before: answered here too,
 * the first screen became one long task instead of several short ones, and scored worse.
 */
export function entryQueryClient(session: Session): QueryClient {
  const client = new QueryClient();
  if (!isAdmin(session)) return client;
  client.setQueryData([...AUTH_QUERY_KEYS.permissions], session.groups);
  client.setQueryData([...AUTH_QUERY_KEYS.identity], identityOf(session));
  return client;
}
