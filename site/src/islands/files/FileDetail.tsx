import { designFromRecord, type DesignDetail } from '@stickerei/shared/domain';
import { useEffect, useState } from 'react';
import { protectPage } from '../../lib/auth/protectPage.ts';
import { errorText, isMissing } from '../../lib/library/errors.ts';
import { libraryApi } from '../../lib/library/session.ts';
import { fileIdFromPath } from '../../lib/library/filePath.ts';
import { designListRefresh } from '../../stores/designListRefresh.ts';
import { uploads } from '../../stores/uploads.ts';
import { DesignFacts } from '../library/DesignFacts.tsx';
import { DownloadButtons } from '../library/DownloadButtons.tsx';
import { LargePreview } from '../library/LargePreview.tsx';
import { Palette } from '../library/Palette.tsx';
import { SimilarDesigns } from '../library/SimilarDesigns.tsx';
import { StatusMessage } from '../library/StatusMessage.tsx';
import { ThreadTable } from '../library/ThreadTable.tsx';
import { useAfterMainImage } from '../library/useAfterMainImage.ts';
import { useDesign } from '../library/useDesign.ts';
import { useSession } from '../library/useSession.ts';
import { useT } from '../library/useT.ts';
import { ShareControl } from '../machine/ShareControl.tsx';
import { ThreadList } from '../machine/ThreadList.tsx';
import { AddFormat } from './AddFormat.tsx';
import { DesignHeader } from './DesignHeader.tsx';
import { EditDesignForm } from './EditDesignForm.tsx';
import { ProcessingState } from './ProcessingState.tsx';
import { StoredFiles } from './StoredFiles.tsx';

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
  // What lies below the preview (and asks the api for more) comes once the preview is drawn.
  const [rest, previewSettled] = useAfterMainImage();
  useEffect(() => {
    if (rest) uploads.start({ loadRecent: false });
  }, [rest]);
  const name = design.name || t('design.unnamed');
  const saved = (next: DesignDetail) => {
    props.onChange(next);
    designListRefresh().queueUpdate(designFromRecord(next));
    setEditing(false);
  };
  return (
    <article className="lib lib-file" data-testid="file-detail" data-design-id={design.id}>
      <DesignHeader design={design} editing={editing} onEdit={() => setEditing(true)} />
      <ProcessingState job={design.processing} onDone={props.reload} />
      {editing && (
        <EditDesignForm design={design} onSaved={saved} onCancel={() => setEditing(false)} />
      )}
      <div className="lib-detail-main">
        <LargePreview design={design} name={name} onSettled={previewSettled} />
        <div className="lib-detail-side">
          <DesignFacts design={design} full />
          {design.color_palette.length > 0 && (
            <>
              <h3>{t('design.palette')}</h3>
              <Palette colours={design.color_palette} large />
            </>
          )}
        </div>
      </div>
      {rest && (
        <>
          <ThreadList
            client={libraryApi().client}
            designId={design.id}
            designName={name}
            signedIn
          />
          <details className="lib-threads-section">
            <summary>{t('design.threads', { count: design.threads.length })}</summary>
            <ThreadTable threads={design.threads} />
          </details>
          <section className="lib-file-section" aria-labelledby="files-title">
            <h3 id="files-title">{t('files.stored')}</h3>
            <StoredFiles files={design.files} />
            <h3>{t('download.heading')}</h3>
            <DownloadButtons
              id={design.id}
              name={name}
              originals={design.files.map((f) => f.format)}
            />
            {design.mine && <AddFormat id={design.id} onDone={props.reload} />}
          </section>
          {design.mine && <ShareControl client={libraryApi().client} designId={design.id} />}
          <SimilarDesigns id={design.id} />
        </>
      )}
    </article>
  );
}

/** `/files/<id>`: one own design with everything about it. */
export default function FileDetail() {
  const { t } = useT();
  const session = useSession(protectPage);
  const allowed = Boolean(session?.authenticated);
  const [id] = useState(() => fileIdFromPath(location.pathname));
  const { load, reload, replace } = useDesign(allowed ? id : null);
  useDocumentTitle(load.status === 'ready' ? load.design.name : null);

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
