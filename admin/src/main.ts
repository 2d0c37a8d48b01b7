import { entryRedirect } from './authProvider.ts';
import { browserReloadEnv, reloadOnFailedImport } from './routing/reloadRule.ts';
import { loadSessionSource } from './sessionSource.ts';

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
