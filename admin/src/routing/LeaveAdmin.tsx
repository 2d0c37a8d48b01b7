import { useEffect } from 'react';
import { useLocation } from 'react-router';

/**
 * A navigation to a path outside /superadmin (the site's home after logout, /sign-in,
 * /access-denied) leaves the admin: the site is another application, so the browser loads it.
 */
export function LeaveAdmin() {
  const { pathname, search, hash } = useLocation();
  useEffect(() => {
    window.location.replace(`${pathname}${search}${hash}`);
  }, [pathname, search, hash]);
  return null;
}
