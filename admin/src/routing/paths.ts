/** Where the api serves the admin (DESIGN.md §2); every admin URL starts with it. */
export const ADMIN_BASENAME = '/superadmin';

/** The admin's areas below the dashboard with their paths (spec §2), in menu order. */
export const AREA_PATHS = {
  analytics: '/analytics',
  campaigns: '/campaigns',
  database: '/database',
  database_operations: '/database/DatabaseOperations',
  performance_test: '/database/PerformanceTest',
  events: '/events',
} as const;

export type AdminAreaId = keyof typeof AREA_PATHS;

export const ADMIN_AREAS = Object.keys(AREA_PATHS) as AdminAreaId[];
