import { createRequestClient, getSharedDesign } from '@stickerei/shared/api-client';
import type { SharedDesign } from '@stickerei/shared/domain';
import { useCallback, useEffect, useState } from 'react';
import { isMissing } from '../../lib/library/errors.ts';
import { formatCount, formatSize } from '../../lib/library/formatting.ts';
import { formatRunningTime } from '../../lib/machine/runningTime.ts';
import { Breakable } from '../library/Breakable.tsx';
import { Palette } from '../library/Palette.tsx';
import { Preview } from '../library/Preview.tsx';
import { StatusMessage } from '../library/StatusMessage.tsx';
import { useT } from '../library/useT.ts';
import { useMachineText } from '../machine/useMachineText.ts';

type Load =
  | { status: 'loading' }
  | { status: 'missing' }
  | { status: 'failed' }
  | { status: 'ready'; design: SharedDesign };

// Anonymous on purpose: a share link shows the same to everyone, and sends no session along.
const client = createRequestClient({ baseUrl: '/api' });

function Shared({ design }: { design: SharedDesign }) {
  const { language, t } = useT();
  const { mt } = useMachineText();
  const name = design.name || t('design.unnamed');
  const facts: Array<[string, string, string]> = [
    [t('design.size'), formatSize(design.widthMm, design.heightMm, language), 'fact-size'],
    [t('design.stitches'), formatCount(design.stitches, language), 'fact-stitches'],
    [t('design.runningTime'), formatRunningTime(design.estimatedMinutes, language), 'fact-time'],
    [
      t('design.formats'),
      design.formats.map((f) => f.toUpperCase()).join(', ') || '—',
      'fact-formats',
    ],
  ];
  return (
    <article className="lib mach mach-shared" data-testid="shared-design">
      <Preview
        src={design.previewUrl}
        alt={t('design.previewOf', { name })}
        size={512}
        priority
        className="lib-preview-large"
      />
      <div className="mach-shared-side">
        <div>
          <p className="eyebrow">{mt('shared.eyebrow')}</p>
          <h1 data-testid="shared-name">
            <Breakable text={name} />
          </h1>
        </div>
        <dl className="lib-facts">
          {facts.map(([label, value, testId]) => (
            <div key={testId} data-testid={testId}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
        {design.colors.length > 0 && (
          <div>
            <h2 className="mach-label">{t('design.palette')}</h2>
            <Palette colours={design.colors} large />
          </div>
        )}
        <p className="mach-note">
          {mt('shared.note')} <a href="/">{mt('shared.browse')}</a>
        </p>
      </div>
    </article>
  );
}

/** `/share/?token=…`: a design someone shared — preview and facts, no download. */
export default function SharedDesignView() {
  const { mt } = useMachineText();
  const [token] = useState(() => new URLSearchParams(location.search).get('token') ?? '');
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!token) return setLoad({ status: 'missing' });
    const controller = new AbortController();
    getSharedDesign(client, token, controller.signal).then(
      (design) => setLoad({ status: 'ready', design }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        if (!isMissing(error))
          console.warn('Stickerei: the shared design could not be loaded.', error);
        setLoad({ status: isMissing(error) ? 'missing' : 'failed' });
      },
    );
    return () => controller.abort();
  }, [token, attempt]);
  const retry = useCallback(() => {
    setLoad({ status: 'loading' });
    setAttempt((n) => n + 1);
  }, []);

  switch (load.status) {
    case 'loading':
      return (
        <div className="lib">
          <h1 className="visually-hidden">{mt('shared.eyebrow')}</h1>
          <p className="mach-pending" role="status">
            {mt('shared.loading')}
          </p>
          <div className="lib-detail-loading" aria-hidden="true" />
        </div>
      );
    case 'missing':
      return (
        <div className="lib" data-testid="shared-missing">
          <h1 className="visually-hidden">{mt('shared.eyebrow')}</h1>
          <StatusMessage
            kind="empty"
            title={mt('shared.missing')}
            action={{ label: mt('shared.browse'), href: '/' }}
          >
            {mt('shared.missingText')}
          </StatusMessage>
        </div>
      );
    case 'failed':
      return (
        <div className="lib">
          <h1 className="visually-hidden">{mt('shared.eyebrow')}</h1>
          <StatusMessage
            kind="error"
            title={mt('shared.failed')}
            action={{ label: mt('common.retry'), onClick: retry }}
          />
        </div>
      );
    case 'ready':
      return <Shared design={load.design} />;
  }
}
