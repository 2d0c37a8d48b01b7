import type { FastifyBaseLogger } from 'fastify';
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Queryable } from '../lib/db.ts';

/** A count of one key: requests in the current window and milliseconds until it ends. */
export interface Hit {
  current: number;
  ttl: number;
}

// One statement per request: it counts atomically (two instances incrementing the same key at
// once wait on the row and both see their own count) and starts a new window when the old one
// has ended. The database's clock decides, so instances with drifting clocks agree.
const INCREMENT = `
  INSERT INTO rate_limit_hit AS r (key, hits, window_ends_at)
  VALUES ($1, 1, now() + make_interval(secs => $2::float8 / 1000))
  ON CONFLICT (key) DO UPDATE SET
    hits = CASE WHEN r.window_ends_at <= now() THEN 1 ELSE r.hits + 1 END,
    window_ends_at = CASE WHEN r.window_ends_at <= now() THEN excluded.window_ends_at
                          ELSE r.window_ends_at END
  RETURNING hits, ceil(extract(epoch FROM window_ends_at - now()) * 1000)::float8 AS ttl_ms`;

/** Counts one request of `key` in a window of `windowMs`. */
export async function countHit(db: Queryable, key: string, windowMs: number): Promise<Hit> {
  const { rows } = await db.query<{ hits: number; ttl_ms: number }>(INCREMENT, [key, windowMs]);
  const row = rows[0];
  if (!row) throw new Error('the rate-limit count returned no row');
  return { current: row.hits, ttl: Math.max(1, row.ttl_ms) };
}

/**
 * Removes the rows of windows that ended `graceMs` ago or earlier (a key that comes back starts
 * a new window either way). @returns how many went
 */
export async function sweepEndedWindows(db: Queryable, graceMs = 0): Promise<number> {
  const { rowCount } = await db.query(
    `DELETE FROM rate_limit_hit WHERE window_ends_at < now() - make_interval(secs => $1::float8 / 1000)`,
    [graceMs],
  );
  return rowCount;
}

/**
 * The store of @fastify/rate-limit on the database (migration 041): every api instance on the
 * same database shares the counts. A failing count is logged and handed to the plugin, which
 * lets the request through (`skipOnError`, docs/rate-limits.md).
 */
export function postgresStore(db: Queryable, log: FastifyBaseLogger): FastifyRateLimitStoreCtor {
  class PostgresStore implements FastifyRateLimitStore {
    incr(key: string, callback: (error: Error | null, result?: Hit) => void, timeWindow: number) {
      countHit(db, key, timeWindow).then(
        (hit) => callback(null, hit),
        (error: Error) => {
          log.warn({ err: error, key }, 'rate-limit count failed; the request goes through');
          callback(error);
        },
      );
    }
    child(): FastifyRateLimitStore {
      return this;
    }
  }
  return PostgresStore;
}
