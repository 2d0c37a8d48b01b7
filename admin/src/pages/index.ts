import { lazyPage } from '../routing/lazyPage.ts';

// Every page is its own chunk (spec §2: routes load lazily), so charts and heavy pages that
// later issues add here load only when they are opened.
export const Dashboard = lazyPage(() => import('./Dashboard.tsx'));
export const AnalyticsPage = lazyPage(() => import('./AnalyticsPage.tsx'));
export const DatabasePage = lazyPage(() => import('./DatabasePage.tsx'));
export const DatabaseOperationsPage = lazyPage(() => import('./DatabaseOperationsPage.tsx'));
export const PerformanceTestPage = lazyPage(() => import('./PerformanceTestPage.tsx'));
export const EventsPage = lazyPage(() => import('./EventsPage.tsx'));
