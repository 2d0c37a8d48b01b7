import { useMemo, useState } from 'react';
import { qrPath } from './qrPath.ts';
import { useText } from './useText.ts';

/** Groups a base32 secret in fours so it can be typed without losing one's place. */
function grouped(secret: string): string {
  return secret.replace(/(.{4})(?=.)/g, '$1 ');
}

/**
 * The authenticator set-up: the otpauth:// URI as a QR code and the secret as text (spec §4),
 * with a copy button. The QR code stays dark on white in both themes so every camera reads it.
 */
export function TotpSecret({ secret, uri }: { secret: string; uri: string }) {
  const { text } = useText();
  const { size, path } = useMemo(() => qrPath(uri), [uri]);
  const [copied, setCopied] = useState(false);
  const copy = () => {
    navigator.clipboard?.writeText(secret).then(
      () => setCopied(true),
      (error: unknown) => console.warn('Stickerei: the key could not be copied.', error),
    );
  };
  return (
    <div className="totp-secret">
      <svg
        className="totp-qr"
        viewBox={`0 0 ${size} ${size}`}
        role="img"
        aria-label={text('totp.qrLabel')}
        shapeRendering="crispEdges"
      >
        <rect width={size} height={size} fill="#fff" />
        <path d={path} fill="#000" />
      </svg>
      <div className="totp-key">
        <p className="totp-key-label" id="totp-secret-label">
          {text('totp.secret')}
        </p>
        <code
          className="totp-key-value"
          aria-labelledby="totp-secret-label"
          data-totp-secret={secret}
        >
          {grouped(secret)}
        </code>
        <p className="auth-hint">{text('totp.secretHint')}</p>
        <button className="button button-secondary button-small" type="button" onClick={copy}>
          {copied ? text('totp.copied') : text('totp.copy')}
        </button>
      </div>
    </div>
  );
}
