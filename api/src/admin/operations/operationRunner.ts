import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { AdminOperation, OperationKind } from '@stickerei/shared/domain';
import type { Db } from '../../lib/db.ts';
import { conflict } from '../../lib/httpError.ts';
import type { JobEvents } from '../../plugins/jobEvents.ts';
import {
  failStaleOperations,
  insertOperation,
  OPERATIONS_OWNER,
  runningOperation,
  updateOperation,
} from './operationRepository.ts';

/** What a running operation reports through. */
export interface OperationReporter {
  /** Progress 0–100 and the current step; stored and streamed at most a few times a second. */
  progress(percent: number, step: string): Promise<void>;
  /** Aborted when the api shuts down: stop at the next safe point. */
  signal: AbortSignal;
}

export interface StartOptions {
  kind: OperationKind;
  /** A client-chosen id (to follow the stream from the start), else a new one. */
  id?: string;
  parameters: Record<string, unknown>;
  createdBy: string;
}

export interface OperationRunner {
  /**
   * Starts `work` as an operation (one of a kind at a time: 409 while one runs).
   * @returns the operation as started, and a promise of it when it has ended
   */
  start(
    options: StartOptions,
    work: (reporter: OperationReporter) => Promise<Record<string, unknown>>,
  ): Promise<{ operation: AdminOperation; finished: Promise<AdminOperation> }>;
  /** Aborts running operations and waits for them to end. */
  close(): Promise<void>;
}

const PROGRESS_INTERVAL_MS = 300;
// Keeps a long silent step (training the index of a big library) from looking interrupted.
const HEARTBEAT_MS = 30_000;
// Advisory-lock class of "starting an operation of a kind".
const START_LOCK = 727_276;
// A client-chosen operation id that is taken.
const UNIQUE_VIOLATION = '23505';

/** Runs long database operations with stored, streamed progress (DESIGN.md §8). */
export function createOperationRunner(deps: {
  db: Db;
  jobEvents: JobEvents;
  log: FastifyBaseLogger;
}): OperationRunner {
  const controller = new AbortController();
  const running = new Set<Promise<unknown>>();

  const write = (id: string, change: Parameters<typeof updateOperation>[2]) =>
    deps.jobEvents.transaction(async (tx, emit) => {
      const op = await updateOperation(tx, id, change);
      if (op)
        emit(OPERATIONS_OWNER, {
          id,
          state: op.state,
          progress: op.progress,
          designId: null,
          error: op.error,
        });
      return op;
    });

  const begin = (options: StartOptions) =>
    deps.db.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock($1, hashtext($2))', [START_LOCK, options.kind]);
      await failStaleOperations(tx);
      const other = await runningOperation(tx, options.kind);
      if (other)
        throw conflict(
          `A ${options.kind} operation (${other.id}) is still running: wait for it to finish.`,
        );
      const id = options.id ?? randomUUID();
      try {
        return await insertOperation(tx, { ...options, id });
      } catch (error) {
        if ((error as { code?: string }).code !== UNIQUE_VIOLATION) throw error;
        throw conflict(`An operation with the id ${id} exists already: choose a new operationId.`);
      }
    });

  async function run(
    op: AdminOperation,
    work: (r: OperationReporter) => Promise<Record<string, unknown>>,
  ) {
    let last = 0;
    const heartbeat = setInterval(() => {
      deps.db
        .query('UPDATE admin_operation SET updated_at = now() WHERE id = $1', [op.id])
        .catch((error: unknown) => deps.log.warn({ err: error }, 'operation heartbeat failed'));
    }, HEARTBEAT_MS);
    const reporter: OperationReporter = {
      signal: controller.signal,
      async progress(percent, step) {
        if (Date.now() - last < PROGRESS_INTERVAL_MS) return;
        last = Date.now();
        await write(op.id, { progress: Math.max(0, Math.min(99, Math.round(percent))), step });
      },
    };
    try {
      const result = await work(reporter);
      return (await write(op.id, { state: 'done', progress: 100, step: 'done', result }))!;
    } catch (error) {
      deps.log.error({ err: error, operation: op.id }, 'an admin operation failed');
      const message = error instanceof Error ? error.message : String(error);
      return (await write(op.id, {
        state: 'failed',
        progress: 100,
        step: 'failed',
        error: message,
      }))!;
    } finally {
      clearInterval(heartbeat);
    }
  }

  return {
    async start(options, work) {
      const operation = await begin(options);
      await write(operation.id, { progress: 0, step: 'started' });
      const finished = run(operation, work);
      running.add(finished);
      const forget = () => running.delete(finished);
      finished.then(forget, forget);
      return { operation, finished };
    },
    async close() {
      controller.abort();
      await Promise.allSettled([...running]);
    },
  };
}
