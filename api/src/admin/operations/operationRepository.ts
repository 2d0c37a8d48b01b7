import type { AdminOperation, OperationKind, OperationState } from '@stickerei/shared/domain';
import type { Queryable } from '../../lib/db.ts';

/** `job_event.owner_id` of operation progress: only streams of every job (`all=1`) see it. */
export const OPERATIONS_OWNER = 'admin-operations';

/** An operation not updated for this long was interrupted (its api stopped). */
export const STALE_OPERATION_SECONDS = 120;

/** An `admin_operation` row: the wire's operation, with its times as the database has them. */
type OperationRow = Omit<AdminOperation, 'createdAt' | 'updatedAt'> & {
  created_at: Date | string;
  updated_at: Date | string;
};

export const toOperation = (row: OperationRow): AdminOperation => ({
  id: row.id,
  kind: row.kind,
  state: row.state,
  progress: row.progress,
  step: row.step,
  error: row.error,
  parameters: row.parameters,
  result: row.result,
  createdAt: new Date(row.created_at).toISOString(),
  updatedAt: new Date(row.updated_at).toISOString(),
});

/** Marks operations whose api stopped while they ran as failed. */
export async function failStaleOperations(db: Queryable): Promise<void> {
  await db.query(
    `UPDATE admin_operation SET state = 'failed', updated_at = now(),
       error = 'Interrupted: the api stopped while this ran. Start it again.'
     WHERE state IN ('queued', 'processing') AND updated_at < now() - make_interval(secs => $1)`,
    [STALE_OPERATION_SECONDS],
  );
}

/** The operation of this kind still running, if any. */
export async function runningOperation(
  db: Queryable,
  kind: OperationKind,
): Promise<AdminOperation | null> {
  const { rows } = await db.query<OperationRow>(
    `SELECT * FROM admin_operation WHERE kind = $1 AND state IN ('queued', 'processing')
     ORDER BY created_at DESC LIMIT 1`,
    [kind],
  );
  return rows[0] ? toOperation(rows[0]) : null;
}

export async function insertOperation(
  db: Queryable,
  op: { id: string; kind: OperationKind; parameters: Record<string, unknown>; createdBy: string },
): Promise<AdminOperation> {
  const { rows } = await db.query<OperationRow>(
    `INSERT INTO admin_operation (id, kind, state, parameters, created_by)
     VALUES ($1, $2, 'processing', $3, $4) RETURNING *`,
    [op.id, op.kind, JSON.stringify(op.parameters), op.createdBy],
  );
  return toOperation(rows[0]!);
}

/** Writes progress, or the end (state done/failed with result or error). */
export async function updateOperation(
  db: Queryable,
  id: string,
  change: {
    state?: OperationState;
    progress: number;
    step: string;
    error?: string | null;
    result?: unknown;
  },
): Promise<AdminOperation | null> {
  const { rows } = await db.query<OperationRow>(
    `UPDATE admin_operation SET state = coalesce($2, state), progress = $3, step = $4,
       error = coalesce($5, error), result = coalesce($6::jsonb, result), updated_at = now()
     WHERE id = $1 RETURNING *`,
    [
      id,
      change.state ?? null,
      change.progress,
      change.step,
      change.error ?? null,
      change.result === undefined ? null : JSON.stringify(change.result),
    ],
  );
  return rows[0] ? toOperation(rows[0]) : null;
}

export async function findOperation(db: Queryable, id: string): Promise<AdminOperation | null> {
  const { rows } = await db.query<OperationRow>('SELECT * FROM admin_operation WHERE id = $1', [
    id,
  ]);
  return rows[0] ? toOperation(rows[0]) : null;
}
