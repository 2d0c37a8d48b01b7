import { setAlreadyStitched, setFavorite } from '@stickerei/shared/api-client';
import type { Design } from '@stickerei/shared/domain';
import { useCallback, useMemo, useState } from 'react';
import { createFlagToggle } from '../../lib/library/favoriteToggle.ts';
import { designListRefresh } from '../../stores/designListRefresh.ts';
import { errorText } from '../../lib/library/errors.ts';
import { libraryApi, signInHere } from '../../lib/library/session.ts';

export type MarkKind = 'favorite' | 'already_stitched';
type MarkValues = Record<string, Partial<Record<MarkKind, boolean>>>;

/**
 * The caller's favorite and already-stitched marks, changed optimistically: the new value shows
 * at once, goes back when the api refuses it (with `error` set), and is queued for the other
 * design lists of spec §4 when it sticks. Anonymous visitors are sent to sign in and back.
 */
export function useMarks(options: { signedIn: boolean | undefined; failedText: string }) {
  const [marks, setMarks] = useState<MarkValues>({});
  const [error, setError] = useState<string | null>(null);
  const { failedText } = options;

  const toggles = useMemo(() => {
    const show = (kind: MarkKind) => (id: string, value: boolean) =>
      setMarks((all) => ({ ...all, [id]: { ...all[id], [kind]: value } }));
    const onError = (_id: string, failure: unknown) => setError(errorText(failure, failedText));
    const { client } = libraryApi();
    return {
      favorite: createFlagToggle({
        send: async (id, value) => (await setFavorite(client, id, value)).favorite,
        show: show('favorite'),
        onError,
      }),
      already_stitched: createFlagToggle({
        send: async (id, value) => (await setAlreadyStitched(client, id, value)).already_stitched,
        show: show('already_stitched'),
        onError,
      }),
    };
  }, [failedText]);

  const value = useCallback(
    (design: Pick<Design, 'id' | MarkKind>, kind: MarkKind): boolean =>
      marks[design.id]?.[kind] ?? design[kind],
    [marks],
  );

  const toggle = useCallback(
    (design: Design, kind: MarkKind) => {
      if (options.signedIn === false) {
        location.assign(signInHere());
        return;
      }
      const current = marks[design.id]?.[kind] ?? design[kind];
      setError(null);
      void toggles[kind].set(design.id, !current, current).then((stored) => {
        if (stored)
          designListRefresh().queueUpdate({ ...design, ...marks[design.id], [kind]: !current });
      });
    },
    [marks, options.signedIn, toggles],
  );

  /** The heart of a design: whether it is pressed, and what a press does. */
  const favorite = (design: Design) => ({
    pressed: value(design, 'favorite'),
    onToggle: () => toggle(design, 'favorite'),
  });

  return { value, toggle, favorite, error, clearError: () => setError(null) };
}

export type Marks = ReturnType<typeof useMarks>;
