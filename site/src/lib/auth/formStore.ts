/** What every identity form tracks: a call in flight, the last error, problems per field. */
export interface FormState {
  busy: boolean;
  /** The last failed call's error; the island shows it with `authErrorMessage`. */
  error: unknown;
  fieldErrors: FieldErrors;
}

/** Why a field was refused before any call was made (spec §5). */
export type FieldProblem = 'required' | 'tooShort' | 'mismatch' | 'invalidEmail';
export type FieldErrors = Partial<Record<string, FieldProblem>>;

/**
 * A small observable state for a form controller (React reads it with useSyncExternalStore),
 * starting idle (not busy, no error, no field problems) with the flow's own fields.
 * `run` performs one call at a time: a second submit while one is in flight is ignored, so a
 * double click never sends a code twice.
 */
export function createFormStore<S extends FormState>(initial: Omit<S, keyof FormState>) {
  let state = { busy: false, error: null, fieldErrors: {}, ...initial } as S;
  const listeners = new Set<() => void>();
  const set = (patch: Partial<S>) => {
    state = { ...state, ...patch };
    for (const listener of listeners) listener();
  };
  return {
    get: (): S => state,
    set,
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** Shows `problems` and returns true when there are any (the call is then not made). */
    refuse(problems: FieldErrors): boolean {
      const refused = Object.keys(problems).length > 0;
      set({ fieldErrors: problems, ...(refused ? { error: null } : {}) } as Partial<S>);
      return refused;
    },
    async run(task: () => Promise<void>, onError?: (error: unknown) => void): Promise<void> {
      if (state.busy) return;
      set({ busy: true, error: null } as Partial<S>);
      try {
        await task();
        set({ busy: false } as Partial<S>);
      } catch (error) {
        set({ busy: false, error } as Partial<S>);
        onError?.(error);
      }
    },
  };
}

export type FormStore<S extends FormState> = ReturnType<typeof createFormStore<S>>;
