import type { ReactNode } from 'react';

/** A failure beside what failed (a mark, a download, a save), announced; nothing without one. */
export function ErrorAlert({ children }: { children: ReactNode }) {
  if (!children) return null;
  return (
    <p className="lib-error-text" role="alert">
      {children}
    </p>
  );
}
