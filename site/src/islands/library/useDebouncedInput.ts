import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * Text typed into a field, committed after the user pauses for `delay` ms (or at once with
 * `flush`, e.g. on Enter). When `value` changes from outside (back/forward), the field follows
 * unless it only differs by what `normalize` removes (trailing spaces while typing).
 */
export function useDebouncedInput(
  value: string,
  commit: (text: string) => void,
  options: { delay?: number; normalize?: (text: string) => string } = {},
): [string, (text: string) => void, () => void] {
  const delay = options.delay ?? 350;
  const normalize = options.normalize ?? ((text: string) => text.trim());
  const [text, setText] = useState(value);
  const committed = useRef(value);
  const commitRef = useRef(commit);
  commitRef.current = commit;
  const normalizeRef = useRef(normalize);
  normalizeRef.current = normalize;

  useEffect(() => {
    if (value === committed.current) return;
    committed.current = value;
    setText(value);
  }, [value]);

  const flush = useCallback(() => {
    const next = normalizeRef.current(text);
    if (next === committed.current) return;
    committed.current = next;
    commitRef.current(next);
  }, [text]);

  useEffect(() => {
    const timer = setTimeout(flush, delay);
    return () => clearTimeout(timer);
  }, [flush, delay]);

  return [text, setText, flush];
}
