import type {
  DesignImport,
  EntryState,
  ImportEntry,
  ImportEntryPage,
  ImportState,
} from '@stickerei/shared/domain';
import type { Queryable } from '../lib/db.ts';
import { badRequest, notFound } from '../lib/httpError.ts';

/** A `design_import` row (migration 036). */
export interface ImportRow {
  id: string;
  owner_id: string;
  name: string;
  state: ImportState;
  error: string | null;
  expanded: boolean;
  files: number;
  done: number;
  failed: number;
  skipped: number;
  duplicates: number;
  designs_created: number;
  formats_joined: number;
  started_at: Date | string;
  finished_at: Date | string | null;
  updated_at: Date | string;
}

const iso = (value: Date | string) => new Date(value).toISOString();

/** Entries with an outcome. */
export const endedEntries = (row: ImportRow) =>
  row.done + row.failed + row.skipped + row.duplicates;

/** The api's view of an import. */
export function toDesignImport(row: ImportRow, now = Date.now()): DesignImport {
  const started = new Date(row.started_at).getTime();
  const until = row.finished_at ? new Date(row.finished_at).getTime() : now;
  const seconds = Math.max(0.001, (until - started) / 1000);
  return {
    id: row.id,
    state: row.state,
    name: row.name,
    files: row.files,
    done: row.done,
    failed: row.failed,
    skipped: row.skipped,
    duplicates: row.duplicates,
    designsCreated: row.designs_created,
    formatsJoined: row.formats_joined,
    error: row.error,
    startedAt: iso(row.started_at),
    finishedAt: row.finished_at ? iso(row.finished_at) : null,
    filesPerSecond: Math.round((endedEntries(row) / seconds) * 10) / 10,
  };
}

/** Creates an import of the owner. */
export async function createImport(
  tx: Queryable,
  input: { id: string; ownerId: string; name: string; state: ImportState; expanded: boolean },
): Promise<ImportRow> {
  const { rows } = await tx.query<ImportRow>(
    `INSERT INTO design_import (id, owner_id, name, state, expanded)
     VALUES ($1, $2, $3, $4, $5) RETURNING *`,
    [input.id, input.ownerId, input.name.slice(0, 300), input.state, input.expanded],
  );
  return rows[0]!;
}

/**
 * An import of the owner.
 * @throws HttpError 404 when there is none with this id (another user's included)
 */
export async function findImport(db: Queryable, id: string, ownerId: string): Promise<ImportRow> {
  const { rows } = await db.query<ImportRow>(
    'SELECT * FROM design_import WHERE id = $1 AND owner_id = $2',
    [id, ownerId],
  );
  if (!rows[0]) throw notFound('No import of yours has this id.');
  return rows[0];
}

/** The owner's imports, newest first. */
export async function listImports(db: Queryable, ownerId: string, limit: number) {
  const { rows } = await db.query<ImportRow>(
    `SELECT * FROM design_import WHERE owner_id = $1 ORDER BY started_at DESC, id DESC LIMIT $2`,
    [ownerId, limit],
  );
  return rows;
}

interface EntryRow {
  id: string;
  path: string;
  state: EntryState;
  reason: string | null;
  design_id: string | null;
}

const CURSOR_SEPARATOR = '\u0000';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const encodeCursor = (row: EntryRow) =>
  Buffer.from(`${row.path}${CURSOR_SEPARATOR}${row.id}`).toString('base64url');

/** @throws HttpError 400 for a cursor this api did not make */
function decodeCursor(cursor: string): [path: string, id: string] {
  const [path, id, ...rest] = Buffer.from(cursor, 'base64url')
    .toString('utf8')
    .split(CURSOR_SEPARATOR);
  if (path === undefined || !id || !UUID.test(id) || rest.length > 0)
    throw badRequest('cursor is not one this api gave out: send the nextCursor of the last page.', {
      field: 'cursor',
    });
  return [path, id];
}

/** A page of an import's entries in path order, optionally of one state. */
export async function listEntries(
  db: Queryable,
  importId: string,
  options: { state?: EntryState; cursor?: string; limit: number },
): Promise<ImportEntryPage> {
  const params: unknown[] = [importId];
  let where = 'import_id = $1';
  if (options.state) {
    params.push(options.state);
    where += ` AND state = $${params.length}`;
  }
  if (options.cursor) {
    params.push(...decodeCursor(options.cursor));
    where += ` AND (path, id) > ($${params.length - 1}, $${params.length}::uuid)`;
  }
  params.push(options.limit + 1);
  const { rows } = await db.query<EntryRow>(
    `SELECT id, path, state, reason, design_id FROM import_entry WHERE ${where}
     ORDER BY path, id LIMIT $${params.length}`,
    params,
  );
  const page = rows.slice(0, options.limit);
  const last = page.at(-1);
  return {
    items: page.map((r): ImportEntry => ({
      path: r.path,
      state: r.state,
      reason: r.reason,
      designId: r.design_id,
    })),
    nextCursor: rows.length > options.limit && last ? encodeCursor(last) : null,
  };
}
