import { useEffect, useId, useRef, type ReactNode } from 'react';
import { Icon } from './Icon.tsx';

/**
 * A modal dialog on the native <dialog> element: focus stays inside, Escape and a click on the
 * backdrop close it, and focus returns to where it was. The title labels it.
 */
export function Dialog(props: {
  title: ReactNode;
  closeLabel: string;
  onClose: () => void;
  children: ReactNode;
  wide?: boolean;
  testId?: string;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  // Unique, so a dialog opened from another (a download warning) names itself.
  const titleId = useId();
  const onClose = useRef(props.onClose);
  onClose.current = props.onClose;

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (!dialog.open) dialog.showModal();
    const cancel = (event: Event) => {
      event.preventDefault();
      onClose.current();
    };
    dialog.addEventListener('cancel', cancel);
    return () => {
      dialog.removeEventListener('cancel', cancel);
      if (dialog.open) dialog.close();
    };
  }, []);

  return (
    <dialog
      ref={ref}
      className={props.wide ? 'lib-dialog lib-dialog-wide' : 'lib-dialog'}
      aria-labelledby={titleId}
      data-testid={props.testId}
      onClick={(event) => {
        // A click on the backdrop lands on the dialog element itself, outside its box.
        if (event.target === event.currentTarget) onClose.current();
      }}
    >
      <div className="lib-dialog-box">
        <header className="lib-dialog-head">
          <h2 id={titleId}>{props.title}</h2>
          <button
            type="button"
            className="lib-icon-button"
            aria-label={props.closeLabel}
            onClick={() => onClose.current()}
          >
            <Icon name="close" />
          </button>
        </header>
        {props.children}
      </div>
    </dialog>
  );
}
