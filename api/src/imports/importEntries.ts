import type { EntryState } from '@stickerei/shared/domain';
import type { Queryable } from '../lib/db.ts';
import { endedEntries, type ImportRow } from './importRepository.ts';

/** An entry as expansion or an upload request finds it. */
export interface NewEntry {
  id: string;
  path: string;
  /** `pending` for an embroidery file (its processing job has the same id). */
  state: Extract<EntryState, 'pending' | 'skipped' | 'failed'>;
  reason: string | null;
}

/** How an entry's processing ended. */
export interface EntryOutcome {
  state: Extract<EntryState, 'done' | 'failed' | 'duplicate'>;
  reason: string | null;
  designId: string | null;
  /** It made a new design / added a format to one. */
  created?: boolean;
  joined?: boolean;
}

/**
 * Adds entries to an import (an entry already there, from an expansion that ran before, is
 * left as it is) and counts them; skipped and failed ones count as ended at once.
 * @returns the import as it is now
 */
export async function addEntries(
  tx: Queryable,
  importId: string,
  entries: NewEntry[],
): Promise<ImportRow> {
  const { rows } = await tx.query<{ state: EntryState }>(
    `INSERT INTO import_entry (id, import_id, path, state, reason, job_id)
     SELECT e.id, $1, e.path, e.state, e.reason, CASE WHEN e.state = 'pending' THEN e.id END
     FROM unnest($2::uuid[], $3::text[], $4::text[], $5::text[]) AS e(id, path, state, reason)
     ON CONFLICT (id) DO NOTHING RETURNING state`,
    [
      importId,
      entries.map((e) => e.id),
      entries.map((e) => e.path),
      entries.map((e) => e.state),
      entries.map((e) => e.reason),
    ],
  );
  const count = (state: EntryState) => rows.filter((r) => r.state === state).length;
  const { rows: updated } = await tx.query<ImportRow>(
    `UPDATE design_import SET files = files + $2, skipped = skipped + $3, failed = failed + $4,
       updated_at = clock_timestamp()
     WHERE id = $1 RETURNING *`,
    [importId, rows.length, count('skipped'), count('failed')],
  );
  return updated[0]!;
}

/**
 * Records how an entry's processing ended and counts it on its import (once: an entry that has
 * ended already is left alone).
 * @returns the import as it is now, or null when the entry had ended or belongs to none
 */
export async function endEntry(
  tx: Queryable,
  entryId: string,
  outcome: EntryOutcome,
): Promise<ImportRow | null> {
  const { rows } = await tx.query<{ import_id: string }>(
    `UPDATE import_entry SET state = $2, reason = $3, design_id = $4
     WHERE id = $1 AND state = 'pending' RETURNING import_id`,
    [entryId, outcome.state, outcome.reason, outcome.designId],
  );
  if (!rows[0]) return null;
  const { rows: updated } = await tx.query<ImportRow>(
    `UPDATE design_import SET
       done = done + $2, failed = failed + $3, duplicates = duplicates + $4,
       designs_created = designs_created + $5, formats_joined = formats_joined + $6,
       updated_at = clock_timestamp()
     WHERE id = $1 RETURNING *`,
    [
      rows[0].import_id,
      Number(outcome.state === 'done'),
      Number(outcome.state === 'failed'),
      Number(outcome.state === 'duplicate'),
      Number(outcome.created === true),
      Number(outcome.joined === true),
    ],
  );
  return completeIfEnded(tx, updated[0]!);
}

/**
 * Ends an import whose entries are all known and have all ended: done, or failed when its
 * archive could not be read to the end.
 * @returns the import as it is now
 */
export async function completeIfEnded(tx: Queryable, row: ImportRow): Promise<ImportRow> {
  if (!row.expanded || endedEntries(row) < row.files || ['done', 'failed'].includes(row.state))
    return row;
  const { rows } = await tx.query<ImportRow>(
    `UPDATE design_import SET state = CASE WHEN error IS NULL THEN 'done' ELSE 'failed' END,
       finished_at = clock_timestamp(), updated_at = clock_timestamp()
     WHERE id = $1 AND state NOT IN ('done', 'failed') RETURNING *`,
    [row.id],
  );
  return rows[0] ?? row;
}

/**
 * Every entry of the import is known (its archives are read, or one failed with `error`): it
 * goes on processing, or ends when nothing is left.
 */
export async function markExpanded(
  tx: Queryable,
  importId: string,
  error: string | null,
): Promise<ImportRow> {
  const { rows } = await tx.query<ImportRow>(
    `UPDATE design_import SET expanded = true, error = coalesce(error, $2),
       state = CASE WHEN state IN ('receiving', 'expanding') THEN 'processing' ELSE state END,
       updated_at = clock_timestamp()
     WHERE id = $1 RETURNING *`,
    [importId, error],
  );
  return completeIfEnded(tx, rows[0]!);
}
