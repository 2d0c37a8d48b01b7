import { getDashboardStats, getEventMetrics } from '@stickerei/shared/api-client';
import type { DashboardStats, EventMetrics } from '@stickerei/shared/domain';
import type { PageRequest } from '../earlyRequests.ts';
import { ADMIN_BASENAME } from '../routing/paths.ts';
import { lastDays } from './lib/days.ts';

/** The dashboard's key figures (no React here: the entry starts them early). */
export const dashboardStats: PageRequest<DashboardStats> = {
  key: 'dashboard',
  load: (client, signal) => getDashboardStats(client, signal),
};

/** Events of the last 30 days, for the dashboard's chart. */
export const dashboardMetrics: PageRequest<EventMetrics> = {
  key: 'dashboard-metrics',
  load: (client, signal) => getEventMetrics(client, lastDays(30), signal),
};

/** Whether `pathname` shows the dashboard (the admin's root). */
export const isDashboardPath = (pathname: string) =>
  pathname === ADMIN_BASENAME || pathname === `${ADMIN_BASENAME}/`;
