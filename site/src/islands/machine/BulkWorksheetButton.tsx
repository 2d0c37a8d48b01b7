import { downloadWorksheets, saveBlob, type RequestClient } from '@stickerei/shared/api-client';
import { MAX_WORKSHEET_DESIGNS } from '@stickerei/shared/domain';
import { useId, useState } from 'react';
import { errorText } from '../../lib/library/errors.ts';
import { defaultPaper, worksheetFileName, type Paper } from '../../lib/machine/worksheet.ts';
import { Icon } from '../library/Icon.tsx';
import { useMachineText } from './useMachineText.ts';

const browserPaper = (): Paper =>
  typeof navigator === 'undefined' ? 'a4' : defaultPaper(navigator.languages ?? []);

/**
 * One PDF with the worksheets of the designs a page shows (the first 100) and the threads the
 * user's stock lacks, in the chart chosen last. For signed-in pages (favorites, my designs).
 */
export function BulkWorksheetButton(props: {
  client: RequestClient;
  ids: readonly string[];
  /** What the PDF is saved as, before " worksheet.pdf" ("Favorites", "My designs"). */
  name: string;
}) {
  const { language, mt } = useMachineText();
  const paperId = useId();
  const [paper, setPaper] = useState<Paper>(browserPaper);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const ids = props.ids.slice(0, MAX_WORKSHEET_DESIGNS);
  if (ids.length === 0) return null;
  const download = async () => {
    setBusy(true);
    setError(null);
    try {
      const blob = await downloadWorksheets(props.client, ids, { lang: language, paper });
      saveBlob(blob, worksheetFileName(props.name, language));
    } catch (failure) {
      setError(errorText(failure, mt('worksheet.failed')));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="mach-worksheet mach-bulk-worksheet">
      <div className="mach-field">
        <label htmlFor={paperId}>{mt('worksheet.paper')}</label>
        <select
          id={paperId}
          value={paper}
          onChange={(event) => setPaper(event.target.value === 'letter' ? 'letter' : 'a4')}
        >
          <option value="a4">{mt('worksheet.a4')}</option>
          <option value="letter">{mt('worksheet.letter')}</option>
        </select>
      </div>
      <button
        type="button"
        className="button button-secondary button-small"
        data-testid="bulk-worksheet-button"
        disabled={busy}
        aria-busy={busy || undefined}
        onClick={() => void download()}
      >
        <Icon name="file" size={18} />
        {busy
          ? mt('worksheet.busy')
          : mt(ids.length === 1 ? 'worksheet.bulkOne' : 'worksheet.bulk', { count: ids.length })}
      </button>
      {props.ids.length > ids.length && (
        <p className="mach-hint">{mt('worksheet.bulkLimit', { count: MAX_WORKSHEET_DESIGNS })}</p>
      )}
      {error && (
        <p className="mach-error-text" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
