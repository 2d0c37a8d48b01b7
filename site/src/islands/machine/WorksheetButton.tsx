import { downloadWorksheet, saveBlob, type RequestClient } from '@stickerei/shared/api-client';
import { useId, useState } from 'react';
import { errorText } from '../../lib/library/errors.ts';
import { signInHere } from '../../lib/library/session.ts';
import { defaultPaper, worksheetFileName, type Paper } from '../../lib/machine/worksheet.ts';
import { Icon } from '../library/Icon.tsx';
import { useMachineText } from './useMachineText.ts';

const browserPaper = (): Paper =>
  typeof navigator === 'undefined' ? 'a4' : defaultPaper(navigator.languages ?? []);

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
  const paperId = useId();
  const [paper, setPaper] = useState<Paper>(browserPaper);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (props.signedIn === false) {
    return (
      <a className="button button-secondary button-small" href={signInHere()}>
        {mt('worksheet.signIn')}
      </a>
    );
  }
  const download = async () => {
    setBusy(true);
    setError(null);
    try {
      const blob = await downloadWorksheet(props.client, props.designId, {
        brand: props.brand,
        lang: language,
        paper,
      });
      saveBlob(blob, worksheetFileName(props.designName, language));
    } catch (failure) {
      setError(errorText(failure, mt('worksheet.failed')));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="mach-worksheet">
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
        data-testid="worksheet-button"
        disabled={busy || props.signedIn === undefined}
        aria-busy={busy || undefined}
        onClick={() => void download()}
      >
        <Icon name="file" size={18} />
        {busy ? mt('worksheet.busy') : mt('worksheet.button')}
      </button>
      {error && (
        <p className="mach-error-text" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
