import { authErrorMessage } from '@stickerei/shared/auth';
import type { ReactNode } from 'react';
import { useText } from './useText.ts';

/** The last call's error as a translated sentence (never the raw exception name, spec §8). */
export function FormError({ error }: { error: unknown }) {
  const { language } = useText();
  if (!error) return null;
  return (
    <p className="auth-message auth-message-error" role="alert">
      {authErrorMessage(error, language)}
    </p>
  );
}

/** A confirmation or hint after a step (code sent, password changed). */
export function Notice({ children }: { children: ReactNode }) {
  return (
    <p className="auth-message auth-message-success" role="status">
      {children}
    </p>
  );
}

/** A waiting state with a polite live region. */
export function Pending({ children }: { children: ReactNode }) {
  return (
    <p className="auth-pending" role="status">
      <span className="auth-spinner" aria-hidden="true" />
      {children}
    </p>
  );
}
