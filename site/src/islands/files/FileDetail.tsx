import { designFromRecord, type DesignDetail } from '@stickerei/shared/domain';
import { lazy, Suspense, useEffect, useLayoutEffect, useState } from 'react';
import { importWithReload } from '../../lib/importWithReload.ts';
import { protectPage } from '../../lib/auth/protectPage.ts';
import { errorText, isMissing } from '../../lib/library/errors.ts';
import { fileIdFromPath } from '../../lib/library/filePath.ts';
import { designListRefresh } from '../../stores/designListRefresh.ts';
import { DesignFacts } from '../library/DesignFacts.tsx';
import { LargePreview } from '../library/LargePreview.tsx';
import { Palette } from '../library/Palette.tsx';
import { StatusMessage } from '../library/StatusMessage.tsx';
import { useAfterMainImage } from '../library/useAfterMainImage.ts';
import { useDesign } from '../library/useDesign.ts';
import { useSession } from '../library/useSession.ts';
import { useStages } from '../library/useStages.ts';
import { useT } from '../library/useT.ts';
import { DesignActions, DesignHeader } from './DesignHeader.tsx';
import { ProcessingState } from './ProcessingState.tsx';

// Below the preview: its own chunk, asked for once the preview is drawn.
const DesignDetailRest = lazy(() => importWithReload(() => import('./DesignDetailRest.tsx')));
// The edit form, once asked for.
const EditDesignForm = lazy(() =>
  importWithReload(() =>
    import('./EditDesignForm.tsx').then((module) => ({ default: module.EditDesignForm })),
  ),
);

// The page's own titles per language, before a design name was put in front of them.
let pageTitles: Record<string, string> | null = null;

function useDocumentTitle(name: string | null): void {
  useEffect(() => {
    if (!name) return;
    const root = document.documentElement;
    pageTitles ??= {
      en: root.getAttribute('data-title-en') ?? '',
      de: root.getAttribute('data-title-de') ?? '',
      current: document.title,
    };
    for (const language of ['en', 'de']) {
      const title = pageTitles[language];
      if (title) root.setAttribute(`data-title-${language}`, `${name} · ${title}`);
    }
    const language = root.lang === 'de' ? 'de' : 'en';
    document.title = `${name} · ${pageTitles[language] || pageTitles.current}`;
  }, [name]);
}

function Detail(props: {
  design: DesignDetail;
  onChange: (d: DesignDetail) => void;
  reload: () => void;
}) {
  const { t } = useT();
  const { design } = props;
  const [editing, setEditing] = useState(false);
  // The name and the preview first, then the badges and actions, then the facts: a task each.
  const stage = useStages(3);
  // What lies below the preview (and asks the api for more) comes once the preview is drawn.
  const [rest, previewSettled] = useAfterMainImage();
  const name = design.name || t('design.unnamed');
  const saved = (next: DesignDetail) => {
    props.onChange(next);
    designListRefresh().queueUpdate(designFromRecord(next));
    setEditing(false);
  };
  return (
    <article className="lib lib-file" data-testid="file-detail" data-design-id={design.id}>
      <DesignHeader design={design} />
      <ProcessingState job={design.processing} onDone={props.reload} />
      {editing && (
        <Suspense fallback={null}>
          <EditDesignForm design={design} onSaved={saved} onCancel={() => setEditing(false)} />
        </Suspense>
      )}
      <div className="lib-detail-main">
        <LargePreview design={design} name={name} onSettled={previewSettled} />
        <div className="lib-detail-side">
          {stage >= 2 && (
            <DesignActions design={design} editing={editing} onEdit={() => setEditing(true)} />
          )}
          {stage >= 3 && (
            <>
              <DesignFacts design={design} full />
              {design.color_palette.length > 0 && (
                <>
                  <h3>{t('design.palette')}</h3>
                  <Palette colours={design.color_palette} large />
                </>
              )}
            </>
          )}
        </div>
      </div>
      {rest && (
        <Suspense fallback={null}>
          <DesignDetailRest design={design} name={name} reload={props.reload} />
        </Suspense>
      )}
    </article>
  );
}

/**
 * The design's first view the api drew into a library design's page (its name and main image:
 * api/src/plugins/designPagePreload.ts), shown until the island draws the design. It stays while
 * the design loads and goes in the same frame the island's design (or its error) appears.
 */
function useFirstView(drawn: boolean): boolean {
  const [shell, setShell] = useState(() => document.getElementById('design-shell'));
  useLayoutEffect(() => {
    if (!drawn || !shell) return;
    shell.remove();
    setShell(null);
  }, [drawn, shell]);
  return shell !== null && !drawn;
}

/** `/files/<id>`: one own design with everything about it. */
export default function FileDetail() {
  const { t } = useT();
  const session = useSession(protectPage);
  const allowed = Boolean(session?.authenticated);
  const [id] = useState(() => fileIdFromPath(location.pathname));
  const { load, reload, replace } = useDesign(allowed ? id : null);
  useDocumentTitle(load.status === 'ready' ? load.design.name : null);
  // Drawn: the design, its error, or "not found" for a path without an id.
  const firstViewShown = useFirstView(allowed && (!id || load.status !== 'loading'));

  if (!allowed) return null;
  if (!id) {
    return (
      <StatusMessage
        kind="empty"
        title={t('file.notFound')}
        action={{ label: t('file.back'), href: '/files' }}
      />
    );
  }
  if (load.status === 'loading') {
    if (firstViewShown) return null;
    return <div className="lib lib-detail-loading" aria-busy="true" />;
  }
  if (load.status === 'error') {
    const missing = isMissing(load.error);
    return missing ? (
      <StatusMessage
        kind="empty"
        title={t('file.notFound')}
        action={{ label: t('file.back'), href: '/files' }}
      >
        {t('file.notFoundText')}
      </StatusMessage>
    ) : (
      <StatusMessage
        kind="error"
        title={t('design.loadFailed')}
        action={{ label: t('common.retry'), onClick: reload }}
      >
        {errorText(load.error, t('list.errorText'))}
      </StatusMessage>
    );
  }
  return <Detail design={load.design} onChange={replace} reload={reload} />;
}
