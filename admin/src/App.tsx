import { AdminContext, CustomRoutes, Resource } from 'react-admin';
import type { AuthProvider, DataProvider, I18nProvider, Store } from 'react-admin';
import type { QueryClient } from '@tanstack/react-query';
import { Route } from 'react-router';
import { associatedAuthors } from './associated-authors/index.ts';
import { audit } from './audit/index.ts';
import { campaigns } from './campaigns/index.ts';
import { AppLayout } from './layout/AppLayout.tsx';
import { LightAdminUI } from './layout/LightAdminUI.tsx';
import {
  AnalyticsPage,
  Dashboard,
  DatabaseOperationsPage,
  DatabasePage,
  EventsPage,
  PerformanceTestPage,
} from './pages/index.ts';
import { ADMIN_BASENAME, AREA_PATHS } from './routing/paths.ts';
import { darkTheme, lightTheme } from './theme.ts';

export interface AppProps {
  dataProvider: DataProvider;
  i18nProvider: I18nProvider;
  store: Store;
  /** Absent until the identity work provides a session source (see sessionSource.ts). */
  authProvider?: AuthProvider;
  /** react-admin's query client (entryQueries.ts: told what the entry read); its own if absent. */
  queryClient?: QueryClient;
}

/**
 * The admin: react-admin under /superadmin with the product's theme, menu, resources and pages
 * (`<Admin>` taken apart as its docs show, to leave out its sign-in form: LightAdminUI).
 */
export function App({ dataProvider, i18nProvider, store, authProvider, queryClient }: AppProps) {
  return (
    <AdminContext
      basename={ADMIN_BASENAME}
      dataProvider={dataProvider}
      i18nProvider={i18nProvider}
      authProvider={authProvider}
      store={store}
      queryClient={queryClient}
      theme={lightTheme}
      darkTheme={darkTheme}
      defaultTheme="light"
    >
      <LightAdminUI
        requireAuth={authProvider !== undefined}
        layout={AppLayout}
        dashboard={Dashboard}
        disableTelemetry
      >
        <Resource {...campaigns} />
        <Resource {...associatedAuthors} />
        <Resource {...audit} />
        <CustomRoutes>
          <Route path={AREA_PATHS.analytics} element={<AnalyticsPage />} />
          <Route path={AREA_PATHS.database} element={<DatabasePage />} />
          <Route path={AREA_PATHS.database_operations} element={<DatabaseOperationsPage />} />
          <Route path={AREA_PATHS.performance_test} element={<PerformanceTestPage />} />
          <Route path={AREA_PATHS.events} element={<EventsPage />} />
        </CustomRoutes>
      </LightAdminUI>
    </AdminContext>
  );
}
