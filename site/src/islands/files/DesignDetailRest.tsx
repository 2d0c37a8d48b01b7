import type { DesignDetail } from '@stickerei/shared/domain';
import { useEffect } from 'react';
import { libraryApi } from '../../lib/library/session.ts';
import { uploads } from '../../stores/uploads.ts';
import { DownloadButtons } from '../library/DownloadButtons.tsx';
import { SimilarDesigns } from '../library/SimilarDesigns.tsx';
import { ThreadTable } from '../library/ThreadTable.tsx';
import { useStages } from '../library/useStages.ts';
import { useT } from '../library/useT.ts';
import { ShareControl } from '../machine/ShareControl.tsx';
import { ThreadList } from '../machine/ThreadList.tsx';
import { AddFormat } from './AddFormat.tsx';
import { StoredFiles } from './StoredFiles.tsx';

/**
 * What lies below a design page's preview: the threads at the machine, the stored files and
 * downloads, sharing, similar designs. A chunk of its own, loaded once the preview is drawn, so a
 * phone fetches and runs only what the first screen shows first (issue 17).
 */
export default function DesignDetailRest(props: {
  design: DesignDetail;
  name: string;
  reload: () => void;
}) {
  const { t } = useT();
  const { design, name } = props;
  // Top to bottom, a section a task: the threads at the machine, the thread table, the files and
  // downloads, then sharing and similar designs.
  const stage = useStages(4);
  useEffect(() => {
    uploads.start({ loadRecent: false });
  }, []);
  return (
    <>
      <ThreadList client={libraryApi().client} designId={design.id} designName={name} signedIn />
      {stage >= 2 && (
        <details className="lib-threads-section">
          <summary>{t('design.threads', { count: design.threads.length })}</summary>
          <ThreadTable threads={design.threads} />
        </details>
      )}
      {stage >= 3 && (
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
      )}
      {stage >= 4 && (
        <>
          {design.mine && <ShareControl client={libraryApi().client} designId={design.id} />}
          <SimilarDesigns id={design.id} />
        </>
      )}
    </>
  );
}
