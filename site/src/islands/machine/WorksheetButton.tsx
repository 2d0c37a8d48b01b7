import { downloadWorksheet, saveBlob, type RequestClient } from '@stickerei/shared/api-client';
import { signInHere } from '../../lib/library/session.ts';
import { worksheetFileName } from '../../lib/machine/worksheet.ts';
import { useMachineText } from './useMachineText.ts';
import { WorksheetControls } from './WorksheetControls.tsx';

/**
 * The printable worksheet of a design in the chosen chart and the page language, on the paper
 * chosen here (A4, or Letter where browsers say the Americas). Signed-in users only.
 */
export function WorksheetButton(props: {
  client: RequestClient;
  designId: string;
  designName: string;
  brand: string | undefined;
  signedIn: boolean | undefined;
}) {
  const { language, mt } = useMachineText();
  if (props.signedIn === false) {
    return (
      <a className="button button-secondary button-small" href={signInHere()}>
        {mt('worksheet.signIn')}
      </a>
    );
  }
  return (
    <WorksheetControls
      testId="worksheet-button"
      label={mt('worksheet.button')}
      disabled={props.signedIn === undefined}
      download={async (paper) => {
        const blob = await downloadWorksheet(props.client, props.designId, {
          brand: props.brand,
          lang: language,
          paper,
        });
        saveBlob(blob, worksheetFileName(props.designName, language));
      }}
    />
  );
}
