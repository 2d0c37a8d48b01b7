import { createRequestClient } from '@stickerei/shared/api-client';
import { entryRedirect, type SessionSource } from './authProvider.ts';
import { earlyRequests } from './earlyRequests.ts';
import { dashboardMetrics, dashboardStats, isDashboardPath } from './pages/dashboardRequests.ts';
import { browserReloadEnv, reloadOnFailedImport } from './routing/reloadRule.ts';
import { loadSessionSource } from './sessionSource.ts';

/**
 * On the dashboard, its page's chunk and its data are asked for now, beside react-admin's chunks,
 * instead of once react-admin has drawn its layout (docs/delivery.md "The dashboard's data with
 * the entry"). A failure here costs nothing: the page asks again its own way. (The figures are
 * written without Intl, shared plainNumber: their render loads no locale data.)
 */
function startFirstScreen(sessionSource: SessionSource) {
  if (!isDashboardPath(window.location.pathname)) return;
  void import('./pages/Dashboard.tsx').catch(() => undefined);
  const client = createRequestClient({
    baseUrl: '/api',
    getToken: async () => (await sessionSource.getSession()).accessToken,
  });
  earlyRequests.start([dashboardStats, dashboardMetrics], client);
}

/**
 * The entry is small on purpose (docs/delivery.md): it reads the session first, sends anyone who
 * is not an admin on to sign in (or to /access-denied) at once, and only then loads react-admin,
 * MUI and the pages, as their own chunks.
 */
async function start(root: HTMLElement) {
  const sessionSource = await loadSessionSource();
  const away = await entryRedirect(
    sessionSource,
    `${window.location.pathname}${window.location.search}`,
  );
  if (away) {
    window.location.replace(away);
    return;
  }
  startFirstScreen(sessionSource);
  const { startAdmin } = await reloadOnFailedImport(
    () => import('./startAdmin.tsx'),
    browserReloadEnv(),
  );
  await startAdmin(root, sessionSource);
}

const root = document.getElementById('root');
if (!root) throw new Error('index.html lacks the #root element the admin mounts into.');
start(root).catch((error: unknown) => {
  console.error('The admin could not start.', error);
  root.textContent =
    'The admin could not start. Reload the page; if that does not help, see the console.';
});
