import type { DesignDetail } from '@stickerei/shared/domain';
import { libraryApi, signInHere } from '../../lib/library/session.ts';
import { ThreadList } from '../machine/ThreadList.tsx';
import { Breakable } from './Breakable.tsx';
import { Dialog } from './Dialog.tsx';
import { DesignFacts } from './DesignFacts.tsx';
import { DownloadButtons } from './DownloadButtons.tsx';
import { DesignMarks } from './DesignMarks.tsx';
import { Icon } from './Icon.tsx';
import { errorText, isMissing } from '../../lib/library/errors.ts';
import { Palette } from './Palette.tsx';
import { LargePreview } from './LargePreview.tsx';
import { SimilarDesigns } from './SimilarDesigns.tsx';
import { StatusMessage } from './StatusMessage.tsx';
import { ThreadTable } from './ThreadTable.tsx';
import { useDesign } from './useDesign.ts';
import type { Marks } from './useMarks.ts';
import { useT } from './useT.ts';

function Body(props: {
  design: DesignDetail;
  signedIn: boolean | undefined;
  marks: Marks;
  onOpen: (id: string) => void;
}) {
  const { t } = useT();
  const { design } = props;
  const name = design.name || t('design.unnamed');
  return (
    <div className="lib-detail">
      <div className="lib-detail-main">
        <LargePreview design={design} name={name} />
        <div className="lib-detail-side">
          <DesignMarks design={design} name={name} marks={props.marks}>
            {design.mine && (
              <a className="lib-toggle" href={`/files/${encodeURIComponent(design.id)}`}>
                <Icon name="file" size={18} />
                <span>{t('design.openFile')}</span>
              </a>
            )}
          </DesignMarks>
          <DesignFacts design={design} />
          <Palette colours={design.color_palette} large />
          <h3>{t('download.heading')}</h3>
          {props.signedIn === false ? (
            <p>
              <a className="button button-primary button-small" href={signInHere()}>
                {t('download.signIn')}
              </a>
            </p>
          ) : (
            <DownloadButtons
              id={design.id}
              name={name}
              originals={design.files.map((f) => f.format)}
            />
          )}
        </div>
      </div>
      <ThreadList
        client={libraryApi().client}
        designId={design.id}
        designName={name}
        signedIn={props.signedIn}
      />
      <details className="lib-threads-section">
        <summary>{t('design.threads', { count: design.threads.length })}</summary>
        <ThreadTable threads={design.threads} />
      </details>
      <SimilarDesigns id={design.id} onOpen={props.onOpen} />
    </div>
  );
}

/** The library's detail view of one design (`/?design=<id>`): a dialog over the grid. */
export default function DesignDialog(props: {
  id: string;
  signedIn: boolean | undefined;
  marks: Marks;
  onClose: () => void;
  onOpen: (id: string) => void;
}) {
  const { t } = useT();
  const { load, reload } = useDesign(props.id);
  const missing = load.status === 'error' && isMissing(load.error);
  const title =
    load.status === 'ready'
      ? load.design.name || t('design.unnamed')
      : load.status === 'loading'
        ? t('design.loading')
        : t(missing ? 'design.notFound' : 'design.loadFailed');
  return (
    <Dialog
      title={<Breakable text={title} />}
      closeLabel={t('common.close')}
      onClose={props.onClose}
      wide
      testId="design-detail"
    >
      {load.status === 'loading' && <div className="lib-detail-loading" aria-busy="true" />}
      {load.status === 'error' &&
        (missing ? (
          <StatusMessage kind="empty" title={t('design.notFoundText')} />
        ) : (
          <StatusMessage
            kind="error"
            title={errorText(load.error, t('list.errorText'))}
            action={{ label: t('common.retry'), onClick: reload }}
          />
        ))}
      {load.status === 'ready' && (
        <Body
          design={load.design}
          signedIn={props.signedIn}
          marks={props.marks}
          onOpen={props.onOpen}
        />
      )}
    </Dialog>
  );
}
