import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { localStorageStore } from 'react-admin';
import { chooseLanguage, LANGUAGE_STORAGE_KEY } from '@stickerei/shared/i18n';
import { App } from './App.tsx';
import { createAuthProvider, type SessionSource } from './authProvider.ts';
import { createDataProvider } from './dataProvider/index.ts';
import { createI18nProvider, loadMessages } from './i18n/i18nProvider.ts';
import { localStorageOrMemory } from './preferences/browserStorage.ts';
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
  // spec §1: the remembered choice (shared with the site), else the browser's first language
  const language = chooseLanguage(storage.getItem(LANGUAGE_STORAGE_KEY), navigator.languages);
  const messages = await reloadOnFailedImport(() => loadMessages(language), browserReloadEnv());
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
    />
  );
  createRoot(root).render(
    <StrictMode>
      <RouterProvider router={createAdminRouter(app)} />
    </StrictMode>,
  );
}
