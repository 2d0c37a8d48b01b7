export interface FlagToggleOptions {
  /** Sends the new value to the api and resolves with the value the api stored. */
  send: (id: string, value: boolean) => Promise<boolean>;
  /** Shows a value: at once when toggled, again when the api answers or the change is undone. */
  show: (id: string, value: boolean) => void;
  /** Told when a change failed and was undone. */
  onError?: (id: string, error: unknown) => void;
}

/**
 * Optimistic toggling of a per-user flag (favorite, already stitched): the new value shows at
 * once and reverts when the api refuses it. Only the newest request of a design decides what is
 * shown, so quick double clicks whose answers arrive out of order end in the right state.
 */
export function createFlagToggle(options: FlagToggleOptions) {
  const latest = new Map<string, number>();
  // The newest request per design the api accepted; older answers arriving later are stale.
  const accepted = new Map<string, number>();
  // What the api last confirmed per design; a failure returns to it.
  const confirmed = new Map<string, boolean>();
  let sequence = 0;

  return {
    /**
     * Sets the flag of design `id` to `value`; `current` is what was shown before.
     * @returns true when the api stored it, false when it was undone (or overtaken)
     */
    async set(id: string, value: boolean, current: boolean): Promise<boolean> {
      if (!latest.has(id)) confirmed.set(id, current);
      const ticket = ++sequence;
      latest.set(id, ticket);
      options.show(id, value);
      try {
        const stored = await options.send(id, value);
        if ((accepted.get(id) ?? 0) > ticket) return false;
        accepted.set(id, ticket);
        confirmed.set(id, stored);
        const newest = latest.get(id);
        // A newer change failed meanwhile and showed the old value: the api now holds `stored`.
        if (newest === undefined) options.show(id, stored);
        if (newest !== ticket) return false;
        latest.delete(id);
        if (stored !== value) options.show(id, stored);
        return stored === value;
      } catch (error) {
        if (latest.get(id) !== ticket) return false;
        latest.delete(id);
        options.show(id, confirmed.get(id) ?? current);
        options.onError?.(id, error);
        return false;
      }
    },
    /** True while a change of design `id` waits for the api. */
    pending: (id: string): boolean => latest.has(id),
  };
}

export type FlagToggle = ReturnType<typeof createFlagToggle>;
