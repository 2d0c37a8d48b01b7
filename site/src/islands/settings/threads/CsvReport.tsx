import type { CsvProblem } from '../../../lib/machine/threadRows.ts';
import { useMachineText, type MachineTranslate } from '../../machine/useMachineText.ts';

export type CsvOutcome =
  | { kind: 'failed'; reason: 'tooLarge' | 'unreadable' | 'charts' }
  | { kind: 'done'; file: string; added: number; already: number; problems: CsvProblem[] };

/** The largest CSV file read (MB); 5,000 threads take far less. */
export const MAX_CSV_MB = 5;

// The first lines tell what is wrong; a file with thousands of bad lines is not listed in full.
const LISTED = 50;

function problemText(problem: CsvProblem, mt: MachineTranslate): string {
  switch (problem.kind) {
    case 'malformed':
      return mt('csv.problem.malformed', { line: problem.line });
    case 'unknown-brand':
      return mt('csv.problem.unknownBrand', { line: problem.line, brand: problem.brand });
    case 'unknown-code':
      return mt('csv.problem.unknownCode', problem);
    case 'duplicate':
      return mt('csv.problem.duplicate', problem);
    case 'too-many':
      return mt('csv.problem.tooMany', problem);
  }
}

/** What a CSV import did: threads added, already there, and the lines it left out. */
export function CsvReport(props: { outcome: CsvOutcome; format: (n: number) => string }) {
  const { mt } = useMachineText();
  const { outcome, format } = props;
  if (outcome.kind === 'failed') {
    const text =
      outcome.reason === 'tooLarge'
        ? mt('csv.tooLarge', { max: MAX_CSV_MB })
        : outcome.reason === 'charts'
          ? mt('add.chartFailed')
          : mt('csv.unreadable');
    return <p className="mach-error-text">{text}</p>;
  }
  const extra = outcome.problems.length - LISTED;
  return (
    <div className="mach-section" data-testid="csv-report">
      <p className={outcome.added > 0 ? 'mach-success' : 'mach-hint'}>
        {outcome.added > 0
          ? mt('csv.added', { count: format(outcome.added), file: outcome.file })
          : mt('csv.none', { file: outcome.file })}
      </p>
      {outcome.already > 0 && (
        <p className="mach-hint">{mt('csv.already', { count: format(outcome.already) })}</p>
      )}
      {outcome.problems.length > 0 && (
        <>
          <p className="mach-label">{mt('csv.problems')}</p>
          <ul className="mach-problems" data-testid="csv-problems">
            {outcome.problems.slice(0, LISTED).map((problem, index) => (
              <li key={index}>{problemText(problem, mt)}</li>
            ))}
            {extra > 0 && <li>{mt('csv.moreProblems', { count: format(extra) })}</li>}
          </ul>
        </>
      )}
    </div>
  );
}
