import { useId } from 'react';
import { useDebouncedInput } from '../useDebouncedInput.ts';

/** A labelled text field whose value is committed after a pause in typing (or on Enter). */
export function TextField(props: {
  label: string;
  value: string;
  onCommit: (text: string) => void;
  type?: 'search' | 'text';
  placeholder?: string;
  suggestions?: readonly string[];
  testId?: string;
}) {
  const id = useId();
  const [text, setText, flush] = useDebouncedInput(props.value, props.onCommit);
  const listId = props.suggestions && props.suggestions.length > 0 ? `${id}-list` : undefined;
  return (
    <div className="lib-field">
      <label htmlFor={id}>{props.label}</label>
      <input
        id={id}
        type={props.type ?? 'text'}
        value={text}
        placeholder={props.placeholder}
        list={listId}
        autoComplete="off"
        enterKeyHint="search"
        data-testid={props.testId}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') flush();
        }}
        onBlur={flush}
      />
      {listId && (
        <datalist id={listId}>
          {props.suggestions?.map((value) => (
            <option key={value} value={value} />
          ))}
        </datalist>
      )}
    </div>
  );
}
