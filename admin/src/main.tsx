import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { localStorageStore } from 'react-admin';
import { chooseLanguage, LANGUAGE_STORAGE_KEY } from '@stickerei/shared/i18n';
import { App } from './App.tsx';
import { createAuthProvider } from './authProvider.ts';
import { createDataProvider } from './dataProvider/index.ts';
import { createI18nProvider, loadMessages } from './i18n/i18nProvider.ts';
import { localStorageOrMemory } from './preferences/browserStorage.ts';
import { sharedPreferenceStore } from './preferences/sharedPreferenceStore.ts';
import { routeTable } from './routeTable.ts';
import { createAdminRouter } from './routing/adminRouter.tsx';
import { browserReloadEnv, reloadOnFailedImport } from './routing/lazyPage.ts';
import { loadSessionSource } from './sessionSource.ts';

// Bump when the shape of what react-admin keeps in its store changes: old entries are dropped.
const STORE_VERSION = '1';

async function start(root: HTMLElement) {
  const storage = localStorageOrMemory();
  // spec §1: the remembered choice (shared with the site), else the browser's first language
  const language = chooseLanguage(storage.getItem(LANGUAGE_STORAGE_KEY), navigator.languages);
  const [messages, sessionSource] = await Promise.all([
    reloadOnFailedImport(() => loadMessages(language), browserReloadEnv()),
    loadSessionSource(),
  ]);
  const store = sharedPreferenceStore(
    localStorageStore(STORE_VERSION, 'StickereiAdmin'),
    storage,
    window,
  );
  document.documentElement.lang = language;
  store.subscribe('locale', (locale: string) => (document.documentElement.lang = locale));

  const getToken = async () =>
    sessionSource ? (await sessionSource.getSession()).accessToken : null;
  const app = (
    <App
      dataProvider={createDataProvider({ routes: routeTable, getToken })}
      i18nProvider={createI18nProvider(language, messages)}
      authProvider={sessionSource ? createAuthProvider(sessionSource) : undefined}
      store={store}
    />
  );
  createRoot(root).render(
    <StrictMode>
      <RouterProvider router={createAdminRouter(app)} />
    </StrictMode>,
  );
}

const root = document.getElementById('root');
if (!root) throw new Error('index.html lacks the #root element the admin mounts into.');
start(root).catch((error: unknown) => {
  console.error('The admin could not start.', error);
  root.textContent =
    'The admin could not start. Reload the page; if that does not help, see the console.';
});
