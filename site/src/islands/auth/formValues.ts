import type { FormEvent } from 'react';

/** Stops the page load of a submit and returns the form's text fields by name. */
export function formValues(event: FormEvent<HTMLFormElement>): Record<string, string> {
  event.preventDefault();
  const values: Record<string, string> = {};
  for (const [name, value] of new FormData(event.currentTarget)) {
    if (typeof value === 'string') values[name] = value;
  }
  return values;
}
