import type { FormatCheckResult } from '@stickerei/shared/domain';
import { warningText } from '../../lib/machine/formatWarnings.ts';
import { Dialog } from '../library/Dialog.tsx';
import { useMachineText } from './useMachineText.ts';

/**
 * What a download in a format loses (the format check's warnings in the page language), before
 * it starts: download anyway, or cancel.
 */
export function FormatCheckDialog(props: {
  check: FormatCheckResult;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const { language, mt } = useMachineText();
  const format = props.check.format.toUpperCase();
  return (
    <Dialog
      title={mt('check.title', { format })}
      closeLabel={mt('common.cancel')}
      onClose={props.onCancel}
      testId="format-check-dialog"
    >
      <div className="lib-dialog-body mach">
        <p className="mach-check-intro">{mt('check.intro', { format })}</p>
        <ul className="mach-warnings">
          {props.check.warnings.map((warning, index) => (
            <li key={index} data-testid="format-warning" data-code={warning.code}>
              {warningText(warning, props.check.format, language)}
            </li>
          ))}
        </ul>
        <div className="lib-form-actions">
          <button
            type="button"
            className="button button-primary"
            data-testid="format-check-confirm"
            autoFocus
            onClick={props.onConfirm}
          >
            {mt('check.anyway')}
          </button>
          <button
            type="button"
            className="button button-secondary"
            data-testid="format-check-cancel"
            onClick={props.onCancel}
          >
            {mt('common.cancel')}
          </button>
        </div>
      </div>
    </Dialog>
  );
}
