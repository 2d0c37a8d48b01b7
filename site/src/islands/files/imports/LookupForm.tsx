import { lookupFile } from '@stickerei/shared/api-client';
import type { LookupResponse } from '@stickerei/shared/domain';
import { useId, useRef, useState, type ReactNode } from 'react';
import { errorText } from '../../../lib/library/errors.ts';
import { libraryApi } from '../../../lib/library/session.ts';
import { useImportText, type ImportText } from './useImportText.ts';

type Outcome =
  | { kind: 'idle' }
  | { kind: 'checking'; name: string }
  | { kind: 'found'; name: string; matches: LookupResponse['matches'] }
  | { kind: 'error'; name: string; message: string };

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
 * "Do I own this already?": a file chosen is sent to the lookup at once (nothing is stored), and
 * the designs it is (exact) or shows the motif of (same motif), or that it is not in the
 * collection, are shown under its name. Only the latest choice's answer is shown.
 */
export function LookupForm() {
  const { t } = useImportText();
  const id = useId();
  const latest = useRef(0);
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'idle' });

  const check = (file: File) => {
    const turn = ++latest.current;
    const name = file.name;
    setOutcome({ kind: 'checking', name });
    lookupFile(libraryApi().client, file, name).then(
      ({ matches }) => turn === latest.current && setOutcome({ kind: 'found', name, matches }),
      (error: unknown) =>
        turn === latest.current &&
        setOutcome({ kind: 'error', name, message: errorText(error, t('lookup.refused')) }),
    );
  };

  return (
    <section className="imp-lookup" aria-labelledby={`${id}-title`} data-testid="lookup">
      <h2 id={`${id}-title`} className="lib-section-title">
        {t('lookup.heading')}
      </h2>
      <p className="lib-hint">{t('lookup.text')}</p>
      <label className="button button-secondary lib-file-button imp-lookup-pick">
        <input
          type="file"
          className="visually-hidden"
          data-testid="lookup-input"
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) check(file);
          }}
        />
        {t('lookup.choose')}
      </label>
      <div className="imp-lookup-result" role="status" data-testid="lookup-result">
        {outcome.kind !== 'idle' && <p className="imp-lookup-file">{outcome.name}</p>}
        {outcome.kind === 'checking' && <p className="lib-hint">{t('lookup.checking')}</p>}
        {outcome.kind === 'found' && <Matches matches={outcome.matches} t={t} />}
        {outcome.kind === 'error' && <p className="lib-error-text">{outcome.message}</p>}
      </div>
    </section>
  );
}
