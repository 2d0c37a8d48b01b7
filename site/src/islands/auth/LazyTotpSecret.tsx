import { Suspense, lazy } from 'react';
import { importWithReload } from '../../lib/importWithReload.ts';
import { Pending } from './Messages.tsx';
import { useText } from './useText.ts';

// The QR encoder is loaded only when an authenticator set-up is shown.
const TotpSecret = lazy(() =>
  importWithReload(() => import('./TotpSecret.tsx')).then((module) => ({
    default: module.TotpSecret,
  })),
);

/** The authenticator secret (QR code and text), loaded on first use. */
export function LazyTotpSecret(props: { secret: string; uri: string }) {
  const { text } = useText();
  return (
    <Suspense fallback={<Pending>{text('auth.loading')}</Pending>}>
      <TotpSecret {...props} />
    </Suspense>
  );
}
