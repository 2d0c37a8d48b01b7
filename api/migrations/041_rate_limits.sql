-- Issue 15 (docs/rate-limits.md): rate-limit counters that every api instance shares. One row per
-- group and caller (a user or an address) holds the requests of its current fixed window; the
-- api's one statement per request counts and starts a new window when the old one has ended.
-- UNLOGGED: no write-ahead log for counters that are worth nothing after a crash (they restart
-- empty, which only forgives a minute of requests).
CREATE UNLOGGED TABLE rate_limit_hit (
  key text PRIMARY KEY,
  hits integer NOT NULL,
  window_ends_at timestamptz NOT NULL
);
-- The sweep of ended windows (api/src/rateLimits/postgresStore.ts).
CREATE INDEX rate_limit_hit_window_idx ON rate_limit_hit (window_ends_at);
