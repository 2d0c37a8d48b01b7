import type { ReactNode } from 'react';
import { useText } from './useText.ts';

/**
 * The form's main button. While a call is in flight it is disabled (no double submit) and says
 * so; `aria-busy` tells assistive technology too.
 */
export function SubmitButton({ busy, children }: { busy: boolean; children: ReactNode }) {
  const { text } = useText();
  return (
    <button
      className="button button-primary auth-submit"
      type="submit"
      disabled={busy}
      aria-busy={busy || undefined}
    >
      {busy && <span className="auth-spinner" aria-hidden="true" />}
      {busy ? text('auth.busy') : children}
    </button>
  );
}

/** A quieter action beside the main button (resend a code, start over, cancel). */
export function SecondaryButton({
  onClick,
  disabled,
  children,
}: {
  onClick: () => void;
  disabled?: boolean;
  children: ReactNode;
}) {
  return (
    <button className="button button-secondary" type="button" onClick={onClick} disabled={disabled}>
      {children}
    </button>
  );
}
