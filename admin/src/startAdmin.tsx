import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { localStorageStore } from 'react-admin';
import { App } from './App.tsx';
import { createAuthProvider, type SessionSource } from './authProvider.ts';
import { createDataProvider } from './dataProvider/index.ts';
import { entryQueryClient } from './entryQueries.ts';
import { createI18nProvider, loadMessages } from './i18n/i18nProvider.ts';
import { chosenLanguage, localStorageOrMemory } from './preferences/browserStorage.ts';
import { sharedPreferenceStore } from './preferences/sharedPreferenceStore.ts';
import { routeTable } from './routeTable.ts';
import { createAdminRouter } from './routing/adminRouter.tsx';
import { browserReloadEnv, reloadOnFailedImport } from './routing/reloadRule.ts';

// Bump when the shape of what react-admin keeps in its store changes: old entries are dropped.
const STORE_VERSION = '1';

/**
 * Mounts react-admin into `root` for a signed-in admin (main.ts has checked the session; the
 * authProvider keeps checking it on every page).
 */
export async function startAdmin(root: HTMLElement, sessionSource: SessionSource) {
  const storage = localStorageOrMemory();
  const language = chosenLanguage(storage);
  const [messages, session] = await Promise.all([
    reloadOnFailedImport(() => loadMessages(language), browserReloadEnv()),
    sessionSource.getSession(),
  ]);
  const store = sharedPreferenceStore(
    localStorageStore(STORE_VERSION, 'StickereiAdmin'),
    storage,
    window,
  );
  document.documentElement.lang = language;
  store.subscribe('locale', (locale: string) => (document.documentElement.lang = locale));

  const getToken = async () => (await sessionSource.getSession()).accessToken;
  const app = (
    <App
      dataProvider={createDataProvider({ routes: routeTable, getToken })}
      i18nProvider={createI18nProvider(language, messages)}
      authProvider={createAuthProvider(sessionSource)}
      store={store}
      queryClient={entryQueryClient(session)}
    />
  );
  createRoot(root).render(
    <StrictMode>
      <RouterProvider router={createAdminRouter(app)} />
    </StrictMode>,
  );
}
