import { getMyQuota, type RequestClient } from '@stickerei/shared/api-client';
import type { QuotaUsage } from '@stickerei/shared/domain';
import { useCallback, useEffect, useId, useState } from 'react';
import { formatBytes, formatCount } from '../../lib/library/formatting.ts';
import { fileCount, usedShare } from '../../lib/quota/quotaText.ts';
import { useText } from '../auth/useText.ts';

export interface QuotaMeterProps {
  client: RequestClient;
  /** Calls its argument whenever the usage may have changed; returns the unsubscribe. */
  changes?: (refresh: () => void) => () => void;
  /** A card of its own (settings) or a line above the list (/files). */
  variant: 'card' | 'inline';
}

/**
 * The user's storage (docs/quotas.md): bytes and files used of the quota, what is left, and
 * what to do when it is full. Shown on /files and in the settings.
 */
export function QuotaMeter({ client, changes, variant }: QuotaMeterProps) {
  const { language, text } = useText();
  const id = useId();
  const [usage, setUsage] = useState<QuotaUsage | null>(null);
  const [failed, setFailed] = useState(false);
  const load = useCallback(
    (signal?: AbortSignal) =>
      getMyQuota(client, signal).then(
        (answer) => {
          setUsage(answer);
          setFailed(false);
        },
        (error: unknown) => {
          if (signal?.aborted) return;
          console.warn('Stickerei: the storage usage could not be loaded.', error);
          setFailed(true);
        },
      ),
    [client],
  );
  useEffect(() => {
    const abort = new AbortController();
    void load(abort.signal);
    return () => abort.abort();
  }, [load]);
  useEffect(() => changes?.(() => void load()), [changes, load]);

  const share = usage ? usedShare(usage) : 0;
  const full = usage !== null && (usage.leftBytes === 0 || usage.leftFiles === 0);
  const bytes = (n: number) => formatBytes(n, language);
  const count = (n: number) => formatCount(n, language);
  const Heading = variant === 'card' ? 'h2' : 'h3';
  return (
    <section
      className={`quota quota-${variant}${variant === 'card' ? ' card settings-card' : ''}`}
      aria-labelledby={`${id}-title`}
      data-testid="quota"
    >
      <Heading id={`${id}-title`} className="quota-title">
        {text('quota.heading')}
      </Heading>
      {failed && <p className="quota-note">{text('quota.loadFailed')}</p>}
      {usage && (
        <>
          <div
            className={full ? 'quota-bar quota-bar-full' : 'quota-bar'}
            role="meter"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={Math.round(share * 100)}
            aria-labelledby={`${id}-title`}
            aria-valuetext={text('quota.bytes', {
              used: bytes(usage.usedBytes),
              quota: bytes(usage.quotaBytes),
            })}
          >
            <span style={{ inlineSize: `${Math.max(share * 100, share > 0 ? 1 : 0)}%` }} />
          </div>
          <p className="quota-figures" data-testid="quota-used">
            <span>
              {text('quota.bytes', {
                used: bytes(usage.usedBytes),
                quota: bytes(usage.quotaBytes),
              })}
            </span>
            <span>
              {text('quota.files', {
                used: count(usage.usedFiles),
                quota: count(usage.quotaFiles),
              })}
            </span>
          </p>
          <p
            className={full ? 'quota-left quota-left-full' : 'quota-left'}
            data-testid="quota-left"
          >
            {full
              ? text('quota.full')
              : text('quota.left', {
                  bytes: bytes(usage.leftBytes),
                  files: fileCount(usage.leftFiles, language),
                })}
          </p>
        </>
      )}
    </section>
  );
}
