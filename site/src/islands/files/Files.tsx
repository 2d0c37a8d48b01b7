import { Suspense, lazy, useEffect } from 'react';
import { importWithReload } from '../../lib/importWithReload.ts';
import { protectPage } from '../../lib/auth/protectPage.ts';
import { uploads } from '../../stores/uploads.ts';
import { libraryApi } from '../../lib/library/session.ts';
import { quotaChangesOnFiles } from '../../lib/quota/quotaChanges.ts';
import { QuotaMeter } from '../quota/QuotaMeter.tsx';
import { useSession } from '../library/useSession.ts';
import { MyDesigns } from './MyDesigns.tsx';
import { UploadList } from './UploadList.tsx';

// Adding files, imports and the lookup come as their own chunk (with tus-js-client behind it):
// the design list does not wait for them.
const ImportPanel = lazy(() => importWithReload(() => import('./imports/ImportPanel.tsx')));

/** `/files`: add files, folders and collections, follow their imports live, and the user's designs. */
export default function Files() {
  const session = useSession(protectPage);
  const allowed = Boolean(session?.authenticated);
  useEffect(() => {
    // After a reload the imports show what is under way; recent jobs would list every entry of an
    // archive (they send no job events, so their rows would never move).
    if (allowed) uploads.start({ loadRecent: false });
  }, [allowed]);
  // The page guard shows its own state until it allows the page (or sends the visitor away).
  if (!allowed) return null;
  return (
    <div className="lib lib-files">
      <Suspense fallback={<div className="imp-top imp-placeholder" aria-hidden="true" />}>
        <ImportPanel />
      </Suspense>
      <UploadList />
      <QuotaMeter client={libraryApi().client} changes={quotaChangesOnFiles} variant="inline" />
      <MyDesigns />
    </div>
  );
}
