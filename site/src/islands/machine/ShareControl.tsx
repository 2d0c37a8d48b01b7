import { createShareLink, revokeShareLink, type RequestClient } from '@stickerei/shared/api-client';
import { useId, useRef, useState } from 'react';
import { errorText } from '../../lib/library/errors.ts';
import { useMachineText } from './useMachineText.ts';

type Notice = 'copied' | 'copyFailed' | 'revoked' | null;

async function copy(text: string, input: HTMLInputElement | null): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch (error) {
    // No clipboard access (an insecure origin, a denied permission): select the text instead.
    console.warn('Stickerei: the clipboard refused the link.', error);
    input?.select();
    return false;
  }
}

/**
 * Sharing an own design: a link anyone can open to see its preview and facts (never its files),
 * copied with one click and revoked with another. Asking again shows the active link.
 */
export function ShareControl(props: { client: RequestClient; designId: string }) {
  const { mt } = useMachineText();
  const headingId = useId();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [url, setUrl] = useState<string | null>(null);
  const [busy, setBusy] = useState<'create' | 'revoke' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<Notice>(null);

  const run = async (kind: 'create' | 'revoke') => {
    setBusy(kind);
    setError(null);
    setNotice(null);
    try {
      if (kind === 'create') {
        const link = await createShareLink(props.client, props.designId);
        setUrl(new URL(link.url, location.origin).href);
      } else {
        await revokeShareLink(props.client, props.designId);
        setUrl(null);
        setNotice('revoked');
      }
    } catch (failure) {
      setError(errorText(failure, mt(kind === 'create' ? 'share.failed' : 'share.revokeFailed')));
    } finally {
      setBusy(null);
    }
  };

  return (
    <section className="mach mach-section" aria-labelledby={headingId} data-testid="share-section">
      <h3 id={headingId}>{mt('share.heading')}</h3>
      <p className="mach-hint">{mt('share.intro')}</p>
      {url ? (
        <div className="mach-share">
          <label htmlFor={inputId}>{mt('share.link')}</label>
          <div className="mach-share-row">
            <input
              ref={input}
              id={inputId}
              data-testid="share-url"
              readOnly
              value={url}
              onFocus={(event) => event.target.select()}
            />
            <button
              type="button"
              className="button button-primary button-small"
              data-testid="share-copy"
              onClick={() =>
                void copy(url, input.current).then((ok) => setNotice(ok ? 'copied' : 'copyFailed'))
              }
            >
              {mt('share.copy')}
            </button>
            <a
              className="button button-secondary button-small"
              href={url}
              target="_blank"
              rel="noopener"
            >
              {mt('share.open')}
            </a>
            <button
              type="button"
              className="button button-secondary button-small mach-danger"
              data-testid="share-revoke"
              disabled={busy !== null}
              onClick={() => void run('revoke')}
            >
              {busy === 'revoke' ? mt('share.revoking') : mt('share.revoke')}
            </button>
          </div>
        </div>
      ) : (
        <div>
          <button
            type="button"
            className="button button-secondary button-small"
            data-testid="share-create"
            disabled={busy !== null}
            aria-busy={busy === 'create' || undefined}
            onClick={() => void run('create')}
          >
            {busy === 'create' ? mt('share.creating') : mt('share.create')}
          </button>
        </div>
      )}
      <p className="mach-status" role="status">
        {notice === 'copied' && mt('share.copied')}
        {notice === 'copyFailed' && mt('share.copyFailed')}
        {notice === 'revoked' && mt('share.revoked')}
      </p>
      {error && (
        <p className="mach-error-text" role="alert">
          {error}
        </p>
      )}
    </section>
  );
}
