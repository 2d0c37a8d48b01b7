import { AUDIT_CSV_COLUMNS, type AuditEntry, type AuditQuery } from '@stickerei/shared/domain';
import { CSV_BOM, csvLine, type CsvValue } from '../admin/users/csv.ts';
import type { Queryable } from '../lib/db.ts';
import { auditBatch } from './auditRepository.ts';

/** Entries read per query while the CSV streams. */
const BATCH = 500;

const cell = (entry: AuditEntry, column: (typeof AUDIT_CSV_COLUMNS)[number]): CsvValue => {
  const value = entry[column];
  if (column === 'summary') return value === null ? null : JSON.stringify(value);
  return value as CsvValue;
};

/**
 * The filtered trail as CSV text chunks, newest first: a BOM and the header, then a chunk per
 * batch (keyset on time and id), so memory holds one batch however long the trail is. The
 * summary is its JSON text. RFC 4180 with the formula guard of the user CSV (docs/admin.md).
 */
export async function* auditCsv(
  db: Queryable,
  query: AuditQuery,
  batch = BATCH,
): AsyncGenerator<string> {
  yield CSV_BOM + csvLine(AUDIT_CSV_COLUMNS);
  let after: { at: string; id: number } | null = null;
  for (;;) {
    const rows = await auditBatch(db, query, after, batch);
    if (rows.length === 0) return;
    yield rows.map((row) => csvLine(AUDIT_CSV_COLUMNS.map((c) => cell(row, c)))).join('');
    if (rows.length < batch) return;
    const last = rows[rows.length - 1]!;
    after = { at: last.at, id: last.id };
  }
}
