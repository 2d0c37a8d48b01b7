import { downloadWorksheets, saveBlob, type RequestClient } from '@stickerei/shared/api-client';
import { MAX_WORKSHEET_DESIGNS } from '@stickerei/shared/domain';
import { worksheetFileName } from '../../lib/machine/worksheet.ts';
import { useMachineText } from './useMachineText.ts';
import { WorksheetControls } from './WorksheetControls.tsx';

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
  const ids = props.ids.slice(0, MAX_WORKSHEET_DESIGNS);
  if (ids.length === 0) return null;
  return (
    <WorksheetControls
      className="mach-bulk-worksheet"
      testId="bulk-worksheet-button"
      label={mt(ids.length === 1 ? 'worksheet.bulkOne' : 'worksheet.bulk', { count: ids.length })}
      download={async (paper) => {
        const blob = await downloadWorksheets(props.client, ids, { lang: language, paper });
        saveBlob(blob, worksheetFileName(props.name, language));
      }}
    >
      {props.ids.length > ids.length && (
        <p className="mach-hint">{mt('worksheet.bulkLimit', { count: MAX_WORKSHEET_DESIGNS })}</p>
      )}
    </WorksheetControls>
  );
}
