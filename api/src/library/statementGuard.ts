import type { Queryable, QueryResult } from '../lib/db.ts';

/** How long one library statement may hold a connection, and where overruns are reported. */
export interface StatementGuard {
  /** Milliseconds; a statement still running then is cancelled (Postgres server only). */
  timeoutMs: number;
  /** Reports a cancelled statement with the shape of its query (never the values). */
  warn(details: object, message: string): void;
}

/**
 * The default: well under the 250 ms a list or facet call may take (issue 16). A call holds it
 * as one budget (`forOneCall`): its guarded statements share what the call has left.
 */
export const DEFAULT_GUARD: StatementGuard = {
  timeoutMs: 170,
  warn: (details, message) => console.warn(message, JSON.stringify(details)),
};

/** The guard of the api's library routes: the configured budget, overruns in the request's log. */
export function libraryGuard(
  timeBudgetMs: number,
  log: { warn(details: object, message: string): void },
): StatementGuard {
  return { timeoutMs: timeBudgetMs, warn: (details, message) => log.warn(details, message) };
}

/** The least time a guarded statement is given, however little of its call's budget is left. */
export const LEAST_STATEMENT_MS = 15;

/**
 * The guard of one call: each statement it guards may run for what is left of `guard.timeoutMs`
 * counted from now (at least LEAST_STATEMENT_MS), so a call's unguarded work (a walk) and its
 * guarded statements together stay within one budget instead of one budget each.
 */
export function forOneCall(guard: StatementGuard, now = () => performance.now()): StatementGuard {
  const started = now();
  return {
    get timeoutMs() {
      return Math.max(LEAST_STATEMENT_MS, guard.timeoutMs - (now() - started));
    },
    warn: (details, message) => guard.warn(details, message),
  };
}

/** A statement cancelled by the guard: the caller answers from a cheaper plan. */
export class StatementTimeout extends Error {
  readonly shape: string;
  constructor(shape: string) {
    super(`library statement over its time limit: ${shape}`);
    this.shape = shape;
  }
}

interface Transactional extends Queryable {
  kind?: 'pglite' | 'postgres';
  transaction?<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
}

/** True when the database can cancel a statement at a time limit (a Postgres server). */
export function canCancel(db: Queryable): boolean {
  const tx = db as Transactional;
  return tx.kind === 'postgres' && tx.transaction !== undefined;
}

/**
 * Runs one read with a time limit: on a Postgres server inside a transaction with
 * `SET LOCAL statement_timeout`, so the limit ends with it and the pooled connection keeps its
 * settings. PGlite cannot cancel a running statement (no timers inside WebAssembly): there the
 * statement runs unguarded (its planner settings still applied), and the queries themselves must
 * bound their work (listDesigns walks at most a fixed number of index entries before it
 * collects).
 * @throws StatementTimeout when the server cancelled the statement
 */
export async function guardedQuery<T>(
  db: Queryable,
  guard: StatementGuard,
  shape: string,
  sql: string,
  params: unknown[],
  /**
   * Planner settings for this statement alone (`enable_sort = off`); on PGlite too, in a
   * transaction of its own, where the database has one.
   */
  settings: string[] = [],
): Promise<QueryResult<T>> {
  const tx = db as Transactional;
  if (!canCancel(db) || !tx.transaction) {
    if (settings.length === 0 || !tx.transaction) return db.query<T>(sql, params);
    return tx.transaction(async (q) => {
      for (const setting of settings) await q.query(`SET LOCAL ${setting}`);
      return q.query<T>(sql, params);
    });
  }
  const started = performance.now();
  const limitMs = Math.max(1, Math.round(guard.timeoutMs));
  try {
    return await tx.transaction(async (q) => {
      await q.query(`SET LOCAL statement_timeout = ${limitMs}`);
      for (const setting of settings) await q.query(`SET LOCAL ${setting}`);
      return q.query<T>(sql, params);
    });
  } catch (error) {
    // 57014: query_canceled, here by statement_timeout.
    if ((error as { code?: string }).code !== '57014') throw error;
    guard.warn(
      { shape, ms: Math.round(performance.now() - started), limitMs },
      'library statement cancelled at its time limit; answering from a cheaper plan',
    );
    throw new StatementTimeout(shape);
  }
}

/** The kinds of filters a query combines, its sort and page: what a slow-query log names. */
export function shapeOf(f: object, extra = ''): string {
  const kinds = Object.entries(f)
    .filter(([k, v]) =>
      k === 'machine' || k === 'scope' || k === 'userId'
        ? false
        : Array.isArray(v)
          ? v.length > 0
          : v !== null &&
            v !== false &&
            !(typeof v === 'object' && Object.values(v as object).every((x) => x === null)),
    )
    .map(([k, v]) => (Array.isArray(v) ? `${k}×${v.length}` : k));
  return `${kinds.join('+') || 'none'}${extra ? ` ${extra}` : ''}`;
}
