import { useEffect } from 'react';
import { protectPage } from '../../lib/auth/protectPage.ts';
import { uploads } from '../../stores/uploads.ts';
import { useSession } from '../library/useSession.ts';
import { MyDesigns } from './MyDesigns.tsx';
import { UploadList } from './UploadList.tsx';
import { UploadPanel } from './UploadPanel.tsx';

/** `/files`: upload many files, follow their processing live, and the user's designs. */
export default function Files() {
  const session = useSession(protectPage);
  const allowed = Boolean(session?.authenticated);
  useEffect(() => {
    if (allowed) uploads.start({ loadRecent: true });
  }, [allowed]);
  // The page guard shows its own state until it allows the page (or sends the visitor away).
  if (!allowed) return null;
  return (
    <div className="lib lib-files">
      <UploadPanel />
      <UploadList />
      <MyDesigns />
    </div>
  );
}
