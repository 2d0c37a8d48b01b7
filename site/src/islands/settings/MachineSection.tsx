import {
  getUserSettings,
  updateUserSettings,
  type RequestClient,
} from '@stickerei/shared/api-client';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { errorText } from '../../lib/library/errors.ts';
import {
  formOfSettings,
  PROFILE_FIELDS,
  readMachineForm,
  type MachineForm,
  type MachineProblems,
} from '../../lib/machine/machineForm.ts';
import { useMachineText } from '../machine/useMachineText.ts';
import { HoopRows } from './HoopRows.tsx';
import { ProfileInput } from './ProfileInput.tsx';

type Load = { status: 'loading' } | { status: 'failed' } | { status: 'ready' };

/** "My machine": speed and times per colour change, trim and stop, and the user's hoops. */
export function MachineSection({ client }: { client: RequestClient }) {
  const { mt } = useMachineText();
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [form, setForm] = useState<MachineForm | null>(null);
  const [problems, setProblems] = useState<MachineProblems>({ profile: {}, hoops: {} });
  const [saving, setSaving] = useState(false);
  const [outcome, setOutcome] = useState<{ saved: boolean; error: string | null } | null>(null);
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => {
    let live = true;
    getUserSettings(client).then(
      (settings) => {
        if (!live) return;
        setForm(formOfSettings(settings));
        setLoad({ status: 'ready' });
      },
      (error: unknown) => {
        console.warn('Stickerei: the machine settings could not be loaded.', error);
        if (live) setLoad({ status: 'failed' });
      },
    );
    return () => {
      live = false;
    };
  }, [client, attempt]);

  const change = (next: MachineForm) => {
    setForm(next);
    setOutcome(null);
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!form || saving) return;
    const read = readMachineForm(form);
    setProblems(read.problems);
    if (!read.settings) {
      setOutcome({ saved: false, error: mt('machine.fix') });
      // The first marked field gets the focus once it is marked (after this render).
      requestAnimationFrame(() =>
        formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
      );
      return;
    }
    setSaving(true);
    try {
      setForm(formOfSettings(await updateUserSettings(client, read.settings)));
      setOutcome({ saved: true, error: null });
    } catch (error) {
      setOutcome({ saved: false, error: errorText(error, mt('machine.saveFailed')) });
    } finally {
      setSaving(false);
    }
  };

  return (
    <section className="card settings-card mach" aria-labelledby="settings-machine" id="my-machine">
      <h2 id="settings-machine">{mt('machine.heading')}</h2>
      <p>{mt('machine.intro')}</p>
      {load.status === 'loading' && (
        <p className="mach-pending" role="status">
          {mt('common.loading')}
        </p>
      )}
      {load.status === 'failed' && (
        <div className="mach-error" role="alert">
          <p>{mt('machine.loadFailed')}</p>
          <button
            type="button"
            className="button button-secondary button-small"
            onClick={() => {
              setLoad({ status: 'loading' });
              setAttempt((n) => n + 1);
            }}
          >
            {mt('common.retry')}
          </button>
        </div>
      )}
      {form && (
        <form
          ref={formRef}
          className="mach-section"
          noValidate
          onSubmit={(event) => void submit(event)}
          data-testid="machine-form"
        >
          <div className="mach-profile">
            {PROFILE_FIELDS.map((field) => (
              <ProfileInput
                key={field}
                field={field}
                value={form.profile[field]}
                problem={problems.profile[field]}
                onChange={(value) =>
                  change({ ...form, profile: { ...form.profile, [field]: value } })
                }
              />
            ))}
          </div>
          <HoopRows
            hoops={form.hoops}
            problems={problems}
            onChange={(hoops) => change({ ...form, hoops })}
          />
          <div className="mach-actions">
            <button
              type="submit"
              className="button button-primary"
              disabled={saving}
              aria-busy={saving || undefined}
            >
              {saving ? mt('machine.saving') : mt('machine.save')}
            </button>
            <p className="mach-status" role="status">
              {outcome?.saved && <span className="mach-success">{mt('machine.saved')}</span>}
            </p>
          </div>
          {outcome?.error && (
            <p className="mach-error-text" role="alert">
              {outcome.error}
            </p>
          )}
        </form>
      )}
    </section>
  );
}
