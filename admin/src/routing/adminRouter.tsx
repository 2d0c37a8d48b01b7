import type { ReactNode } from 'react';
import { createBrowserRouter } from 'react-router';
import { LeaveAdmin } from './LeaveAdmin.tsx';
import { ADMIN_BASENAME } from './paths.ts';
import { RouterError } from './RouterError.tsx';

/**
 * History-mode routing: a data router (react-admin needs one to block navigation with unsaved
 * changes) owning the whole URL; react-admin renders under /superadmin/* with that basename,
 * and any other path leaves for the site.
 */
export function createAdminRouter(admin: ReactNode) {
  return createBrowserRouter([
    { path: `${ADMIN_BASENAME}/*`, element: admin, errorElement: <RouterError /> },
    { path: '*', element: <LeaveAdmin /> },
  ]);
}
