import { authorRoutes } from './associated-authors/authorRoutes.ts';
import { auditRoutes } from './audit/auditRoutes.ts';
import {
  campaignAnalyticsRoutes,
  campaignDesignRoutes,
  campaignRoutes,
  libraryDesignRoutes,
} from './campaigns/campaignRoutes.ts';
import type { ResourceRouteTable } from './dataProvider/resourceRoutes.ts';

/**
 * The admin's resources and their endpoints (spec §7 names them, e.g. `campaigns` →
 * `/campaign/...`, `associated-authors` → `/campaign/associated-authors`), handed to the data
 * provider; each resource declares its routes beside its views. A resource missing here fails
 * with a message naming it.
 */
export const routeTable: ResourceRouteTable = {
  campaigns: campaignRoutes,
  'associated-authors': authorRoutes,
  'campaign-designs': campaignDesignRoutes,
  'campaign-analytics': campaignAnalyticsRoutes,
  'library-designs': libraryDesignRoutes,
  audit: auditRoutes,
};
