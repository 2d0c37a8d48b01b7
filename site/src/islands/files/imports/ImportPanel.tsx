import { useEffect } from 'react';
import { imports } from '../../../stores/imports.ts';
import { AddDesigns } from './AddDesigns.tsx';
import { ImportList } from './ImportList.tsx';
import { LookupForm } from './LookupForm.tsx';

/**
 * The import part of /files (issue 12), loaded lazily: adding files, folders and zip archives,
 * the imports under way and past ones with their summaries, and the "do I own this" check.
 */
export default function ImportPanel() {
  useEffect(() => imports.start(), []);
  return (
    <>
      <div className="imp-top">
        <AddDesigns />
        <LookupForm />
      </div>
      <ImportList />
    </>
  );
}
