import { lookupFile } from '@stickerei/shared/api-client';
import type { LookupResponse } from '@stickerei/shared/domain';
import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { errorText } from '../../../lib/library/errors.ts';
import { libraryApi } from '../../../lib/library/session.ts';
import { useImportText, type ImportText } from './useImportText.ts';

type Outcome =
  | { kind: 'idle' }
  | { kind: 'checking' }
  | { kind: 'found'; matches: LookupResponse['matches'] }
  | { kind: 'error'; message: string };

// A message with a link in place of its {name} (the messages keep the word order of each language).
function withLink(text: string, link: ReactNode): ReactNode {
  const [before, after] = text.split('\u0000');
  return (
    <>
      {before}
      {link}
      {after}
    </>
  );
}

function Matches(props: { matches: LookupResponse['matches']; t: ImportText }) {
  const { matches, t } = props;
  if (matches.length === 0) return <p data-testid="lookup-none">{t('lookup.none')}</p>;
  return (
    <ul className="imp-matches">
      {matches.map((match) => {
        const link = (
          <a href={`/files/${encodeURIComponent(match.designId)}`}>
            {match.name || match.designId}
          </a>
        );
        const formats = match.formats.map((f) => f.toUpperCase()).join(', ');
        return (
          <li
            key={`${match.match}:${match.designId}`}
            data-testid="lookup-match"
            data-match={match.match}
          >
            {match.match === 'exact'
              ? withLink(t('lookup.exact', { name: '\u0000' }), link)
              : withLink(t('lookup.sameMotif', { name: '\u0000', formats }), link)}
          </li>
        );
      })}
    </ul>
  );
}

/**
 * "Do I own this already?": one file sent to the lookup (nothing is stored), and the designs it
 * is (exact) or shows the motif of (same motif), or that it is not in the collection.
 */
export function LookupForm() {
  const { t } = useImportText();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'idle' });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const file = input.current?.files?.[0];
    if (!file) {
      setOutcome({ kind: 'error', message: t('lookup.chooseFirst') });
      input.current?.focus();
      return;
    }
    setOutcome({ kind: 'checking' });
    lookupFile(libraryApi().client, file, file.name).then(
      ({ matches }) => setOutcome({ kind: 'found', matches }),
      (error: unknown) =>
        setOutcome({ kind: 'error', message: errorText(error, t('lookup.refused')) }),
    );
  };

  return (
    <section className="imp-lookup" aria-labelledby={`${id}-title`} data-testid="lookup">
      <h2 id={`${id}-title`} className="lib-section-title">
        {t('lookup.heading')}
      </h2>
      <p className="lib-hint">{t('lookup.text')}</p>
      <form className="imp-lookup-form" onSubmit={submit} noValidate>
        <label htmlFor={`${id}-file`} className="imp-label">
          {t('lookup.file')}
        </label>
        <input
          id={`${id}-file`}
          ref={input}
          type="file"
          className="imp-file-input"
          data-testid="lookup-input"
          onChange={() => setOutcome({ kind: 'idle' })}
        />
        <button
          type="submit"
          className="button button-secondary"
          disabled={outcome.kind === 'checking'}
        >
          {outcome.kind === 'checking' ? t('lookup.checking') : t('lookup.submit')}
        </button>
      </form>
      <div className="imp-lookup-result" role="status" data-testid="lookup-result">
        {outcome.kind === 'found' && <Matches matches={outcome.matches} t={t} />}
        {outcome.kind === 'error' && <p className="lib-error-text">{outcome.message}</p>}
      </div>
    </section>
  );
}
