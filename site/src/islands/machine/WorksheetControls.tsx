import { useId, useState, type ReactNode } from 'react';
import { errorText } from '../../lib/library/errors.ts';
import { defaultPaper, type Paper } from '../../lib/machine/worksheet.ts';
import { Icon } from '../library/Icon.tsx';
import { useMachineText } from './useMachineText.ts';

const browserPaper = (): Paper =>
  typeof navigator === 'undefined' ? 'a4' : defaultPaper(navigator.languages ?? []);

/**
 * The paper chooser (A4, or Letter where browsers say the Americas) and the button that makes a
 * worksheet PDF and saves it; errors are shown under it. Shared by one design's worksheet and the
 * worksheets of many.
 */
export function WorksheetControls(props: {
  /** Makes and saves the PDF on `paper`. */
  download: (paper: Paper) => Promise<void>;
  label: ReactNode;
  testId: string;
  disabled?: boolean;
  className?: string;
  children?: ReactNode;
}) {
  const { mt } = useMachineText();
  const paperId = useId();
  const [paper, setPaper] = useState<Paper>(browserPaper);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = async () => {
    setBusy(true);
    setError(null);
    try {
      await props.download(paper);
    } catch (failure) {
      setError(errorText(failure, mt('worksheet.failed')));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className={`mach-worksheet ${props.className ?? ''}`.trim()}>
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
        data-testid={props.testId}
        disabled={busy || props.disabled}
        aria-busy={busy || undefined}
        onClick={() => void run()}
      >
        <Icon name="file" size={18} />
        {busy ? mt('worksheet.busy') : props.label}
      </button>
      {props.children}
      {error && (
        <p className="mach-error-text" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
