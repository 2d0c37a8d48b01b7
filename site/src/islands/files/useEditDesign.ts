import { updateDesign } from '@stickerei/shared/api-client';
import { designFromRecord, type DesignDetail } from '@stickerei/shared/domain';
import { useMemo, useState, type FormEvent } from 'react';
import { changesOf, formOf, validateEdit, type EditForm } from '../../lib/library/designEdit.ts';
import { errorText } from '../../lib/library/errors.ts';
import { libraryApi } from '../../lib/library/session.ts';

/**
 * State of the edit form: the values, the problems to show (only after a first attempt to
 * save), and saving only what changed. `focus` moves to the first field with a problem.
 */
export function useEditDesign(options: {
  design: DesignDetail;
  onSaved: (design: DesignDetail) => void;
  onCancel: () => void;
  focus: (field: keyof EditForm) => void;
  failedText: string;
}) {
  const { design, onSaved, onCancel } = options;
  const base = useMemo(() => designFromRecord(design), [design]);
  const [form, setForm] = useState<EditForm>(() => formOf(base));
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const problems = validateEdit(form);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    const first = Object.keys(problems)[0] as keyof EditForm | undefined;
    if (first) return options.focus(first);
    const update = changesOf(base, form);
    if (Object.keys(update).length === 0) return onCancel();
    setBusy(true);
    setFailure(null);
    try {
      const saved = await updateDesign(libraryApi().client, design.id, update);
      onSaved({ ...design, ...saved });
    } catch (error) {
      setFailure(errorText(error, options.failedText));
    } finally {
      setBusy(false);
    }
  };

  const change = (patch: Partial<EditForm>) => setForm((current) => ({ ...current, ...patch }));
  return { form, change, shown: tried ? problems : {}, busy, failure, submit };
}
