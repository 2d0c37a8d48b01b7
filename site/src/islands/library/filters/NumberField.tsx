import { useId } from 'react';
import { MAX_SIZE_MM, parseMillimetres } from '../../../lib/library/filterState.ts';
import { useDebouncedInput } from '../useDebouncedInput.ts';

const normalize = (text: string) => String(parseMillimetres(text.trim()) ?? '');

/** A size in mm, committed after a pause; text that is not a size is marked invalid. */
export function NumberField(props: {
  label: string;
  value: number | null;
  onCommit: (value: number | null) => void;
}) {
  const id = useId();
  const [text, setText, flush] = useDebouncedInput(
    props.value === null ? '' : String(props.value),
    (committed) => props.onCommit(parseMillimetres(committed)),
    { normalize },
  );
  const invalid = text.trim() !== '' && parseMillimetres(text.trim()) === null;
  return (
    <div className="lib-field lib-field-number">
      <label htmlFor={id}>{props.label}</label>
      <input
        id={id}
        type="text"
        inputMode="decimal"
        value={text}
        aria-invalid={invalid || undefined}
        title={invalid ? `1–${MAX_SIZE_MM}` : undefined}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') flush();
        }}
        onBlur={flush}
      />
    </div>
  );
}
