import { lazyPage } from '../../routing/lazyPage.ts';

// recharts loads with the first chart a page shows (its own chunk), under the reload rule.
export const EventsChart = lazyPage(() => import('./EventsChart.tsx'));
export const ActivityChart = lazyPage(() => import('./ActivityChart.tsx'));
export const UserBars = lazyPage(() => import('./UserBars.tsx'));
export const LatencyChart = lazyPage(() => import('./LatencyChart.tsx'));
export const CompareChart = lazyPage(() => import('./CompareChart.tsx'));
