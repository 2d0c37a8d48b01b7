import { PGlite } from '@electric-sql/pglite';
import { cube } from '@electric-sql/pglite/contrib/cube';
import pg from 'pg';
import { createDbScheduler } from './dbScheduler.ts';
import { InFlightReads } from './inFlightReads.ts';

export interface QueryResult<T> {
  rows: T[];
  rowCount: number;
}

/** Something that runs parameterized SQL: the database itself or an open transaction. */
export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<QueryResult<T>>;
}

/** The same SQL on PGlite and on a Postgres server (DESIGN.md §3). */
export interface Db extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** Runs several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  /**
   * Calls `handler` for every NOTIFY on `channel`; returns an unsubscribe function. On a server
   * the connection reconnects by itself; `onReconnect` runs after it did, so the caller can
   * catch up on notifications sent while it was away.
   */
  listen(
    channel: string,
    handler: (payload: string) => void,
    onReconnect?: () => void,
  ): Promise<() => Promise<void>>;
  /** Drops the LISTEN connection as a network failure would (tests of the reconnect). */
  interruptListen?(): void;
  notify(channel: string, payload: string): Promise<void>;
  /**
   * Server only: opens the connections the pool keeps (`KEPT_CONNECTIONS`) and runs `sql` on
   * each, so that no request waits while a new connection first builds its caches of a table.
   */
  warm?(sql: string): Promise<void>;
  close(): Promise<void>;
  /**
   * The embedded database as pg-boss takes it (`fromPglite`): the same PGlite instance, its
   * statements behind those of requests (lib/dbScheduler.ts).
   */
  readonly pglite: Pick<PGlite, 'query' | 'exec' | 'listen'> | null;
  readonly connectionString: string | null;
  /**
   * Embedded database only: runs `fn` with no other statement of the app in between (a
   * backup's snapshot, docs/operations.md "Backups"), with the data folder's dump at hand.
   */
  exclusive?<T>(fn: (db: ExclusiveAccess) => Promise<T>): Promise<T>;
  /**
   * Reads shared by callers asking for the same one at the same moment (lib/inFlightReads.ts):
   * the library's list and filter-options of one page ask for the same counts.
   */
  readonly inFlight: InFlightReads;
}

/** What `Db.exclusive` hands over. */
export interface ExclusiveAccess extends Queryable {
  /** The data folder as an uncompressed tar (PGlite's `dumpDataDir`). */
  dumpDataDir(): Promise<Blob>;
}

// Postgres returns int8 and numeric as strings; counts and sizes here fit in a double.
pg.types.setTypeParser(20, (v) => Number(v));
pg.types.setTypeParser(1700, (v) => Number(v));

export async function openPglite(dataDir: string | null): Promise<Db> {
  // cube: the library's size box index (migration 045).
  const extensions = { cube };
  const db = dataDir
    ? await PGlite.create(dataDir, { extensions })
    : await PGlite.create({ extensions });
  const parsers = { 20: (v: string) => Number(v), 1700: (v: string) => Number(v) };
  const scheduler = createDbScheduler();
  const run = async <T>(q: { query: PGlite['query'] }, sql: string, params?: unknown[]) => {
    const result = await q.query<T>(sql, params as unknown[], { parsers });
    return { rows: result.rows, rowCount: result.affectedRows ?? result.rows.length };
  };
  return {
    kind: 'pglite',
    inFlight: new InFlightReads(),
    // pg-boss's polling, fetching and completing is background work.
    pglite: {
      query: ((sql: string, params?: unknown[], options?: Parameters<PGlite['query']>[2]) =>
        scheduler.schedule(() => db.query(sql, params, options), 'background')) as PGlite['query'],
      exec: ((sql: string, options?: Parameters<PGlite['exec']>[1]) =>
        scheduler.schedule(() => db.exec(sql, options), 'background')) as PGlite['exec'],
      listen: db.listen.bind(db),
    },
    connectionString: null,
    query: (sql, params) => scheduler.schedule(() => run(db, sql, params)),
    exec: async (sql) => {
      await scheduler.schedule(() => db.exec(sql));
    },
    // A transaction holds the database: its statements run one after another, unscheduled.
    transaction: (fn) =>
      scheduler.schedule(() => db.transaction((tx) => fn({ query: (sql, p) => run(tx, sql, p) }))),
    listen: async (channel, handler) => {
      const off = await db.listen(channel, handler);
      return async () => off();
    },
    notify: async (channel, payload) => {
      await scheduler.schedule(() => db.query('SELECT pg_notify($1, $2)', [channel, payload]));
    },
    exclusive: (fn) =>
      scheduler.schedule(() =>
        fn({
          query: (sql, params) => run(db, sql, params),
          dumpDataDir: () => db.dumpDataDir('none'),
        }),
      ),
    close: () => db.close(),
  };
}

/** Where the database reports trouble it recovers from by itself. */
export interface DbLogger {
  warn(details: object, message: string): void;
}

const quoteChannel = (channel: string) => `"${channel.replace(/"/g, '')}"`;

/**
 * The LISTEN side on a dedicated connection that comes back by itself: when the connection
 * drops it reconnects with back-off, listens again on every channel and calls the reconnect
 * handlers, so their owners can catch up on what was sent meanwhile.
 */
function createListener(connectionString: string, log: DbLogger) {
  const handlers = new Map<string, Set<(payload: string) => void>>();
  const reconnectHandlers = new Set<() => void>();
  let client: pg.Client | null = null;
  let connecting: Promise<pg.Client> | null = null;
  let closed = false;

  async function connect(): Promise<pg.Client> {
    const next = new pg.Client({ connectionString });
    next.on('notification', (msg) => {
      for (const handler of handlers.get(msg.channel) ?? []) handler(msg.payload ?? '');
    });
    next.on('error', (error) => {
      log.warn({ err: error }, 'LISTEN connection failed; reconnecting');
      drop(next);
    });
    next.on('end', () => drop(next));
    await next.connect();
    for (const channel of handlers.keys()) await next.query(`LISTEN ${quoteChannel(channel)}`);
    return next;
  }

  function drop(dead: pg.Client): void {
    if (client !== dead) return;
    client = null;
    if (!closed) void reconnect(0);
  }

  async function reconnect(attempt: number): Promise<void> {
    await new Promise((r) => setTimeout(r, Math.min(250 * 2 ** attempt, 10_000)));
    if (closed || client) return;
    try {
      client = await connect();
      for (const handler of reconnectHandlers) handler();
    } catch (error) {
      log.warn({ err: error, attempt }, 'LISTEN reconnect failed; trying again');
      void reconnect(attempt + 1);
    }
  }

  async function ensure(): Promise<pg.Client> {
    if (client) return client;
    connecting ??= connect().finally(() => {
      connecting = null;
    });
    client = await connecting;
    return client;
  }

  return {
    async listen(channel: string, handler: (payload: string) => void, onReconnect?: () => void) {
      const active = await ensure();
      let set = handlers.get(channel);
      if (!set) {
        set = new Set();
        handlers.set(channel, set);
        await active.query(`LISTEN ${quoteChannel(channel)}`);
      }
      set.add(handler);
      if (onReconnect) reconnectHandlers.add(onReconnect);
      return async () => {
        set.delete(handler);
        if (onReconnect) reconnectHandlers.delete(onReconnect);
      };
    },
    /** Drops the connection as a network failure would (tests). */
    interrupt(): void {
      const open = client;
      if (open) void open.end().finally(() => drop(open));
    },
    async close(): Promise<void> {
      closed = true;
      const open = client;
      client = null;
      await open?.end();
    },
  };
}

/** Connections of a server's pool that stay open however idle (warmed at start). */
export const KEPT_CONNECTIONS = 4;

export async function openPostgres(
  connectionString: string,
  options: { log?: DbLogger } = {},
): Promise<Db> {
  const log = options.log ?? { warn: (details, message) => console.warn(message, details) };
  // A server that does not answer fails a request within seconds instead of hanging it: a new
  // connection waits at most 5 s, a statement 30 s (docs/storage.md "Outages").
  const pool = new pg.Pool({
    connectionString,
    max: 10,
    // A new connection's first statement on the design table builds the backend's caches of
    // its hundred indexes and their statistics: 25–45 ms alone, 130 ms under load. The pool keeps
    // a few connections however idle (warmed at start, `warm`) and the rest for a minute.
    min: KEPT_CONNECTIONS,
    idleTimeoutMillis: 60_000,
    connectionTimeoutMillis: 5000,
    query_timeout: 30_000,
    // No parallel workers: each is a new backend process started for the statement, and at a
    // million designs a library count that takes 47–49 ms alone took 103–275 ms with two
    // workers; under the benchmark's mix the list's p95 fell by a third without them
    // (docs/library.md "No parallel workers").
    options: '-c max_parallel_workers_per_gather=0',
  });
  // An idle pooled connection that dies must not crash the process; the pool replaces it.
  pool.on('error', (error) => log.warn({ err: error }, 'idle database connection failed'));
  await pool.query('SELECT 1');
  const listener = createListener(connectionString, log);
  return {
    kind: 'postgres',
    inFlight: new InFlightReads(),
    pglite: null,
    connectionString,
    async query<T>(sql: string, params?: unknown[]) {
      const result = await pool.query(sql, params);
      return { rows: result.rows as T[], rowCount: result.rowCount ?? 0 };
    },
    exec: async (sql) => {
      await pool.query(sql);
    },
    async transaction(fn) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const value = await fn({
          query: async <T>(sql: string, params?: unknown[]) => {
            const r = await client.query(sql, params);
            return { rows: r.rows as T[], rowCount: r.rowCount ?? 0 };
          },
        });
        await client.query('COMMIT');
        return value;
      } catch (error) {
        await client.query('ROLLBACK');
        throw error;
      } finally {
        client.release();
      }
    },
    listen: listener.listen,
    interruptListen: listener.interrupt,
    notify: async (channel, payload) => {
      await pool.query('SELECT pg_notify($1, $2)', [channel, payload]);
    },
    async warm(sql) {
      const clients = await Promise.all(
        Array.from({ length: KEPT_CONNECTIONS }, () => pool.connect()),
      );
      try {
        await Promise.all(clients.map((c) => c.query(sql)));
      } finally {
        for (const c of clients) c.release();
      }
    },
    async close() {
      await listener.close();
      await pool.end();
    },
  };
}
