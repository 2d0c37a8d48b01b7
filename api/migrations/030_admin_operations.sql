-- Administrators' operations and analytics (issue 7).

-- Long database operations (setup-test-data, performance tests): their state and progress, so the
-- admin can follow one after a reload and a second one cannot start while one runs.
CREATE TABLE admin_operation (
  id uuid PRIMARY KEY,
  kind text NOT NULL,
  state text NOT NULL DEFAULT 'queued',
  progress integer NOT NULL DEFAULT 0,
  step text NOT NULL DEFAULT '',
  error text,
  parameters jsonb NOT NULL DEFAULT '{}'::jsonb,
  result jsonb,
  created_by text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX admin_operation_open_idx ON admin_operation (kind, updated_at)
  WHERE state IN ('queued', 'processing');

-- Every performance-test run with what it measured, for the history and comparisons.
CREATE TABLE performance_test_run (
  id uuid PRIMARY KEY,
  created_by text,
  parameters jsonb NOT NULL,
  data_size jsonb NOT NULL,
  duration_ms integer NOT NULL,
  results jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX performance_test_run_created_idx ON performance_test_run (created_at DESC);

-- The generated motifs test designs are made of (api/src/admin/testData): what every design of a
-- motif shares, written once per run so a bulk insert copies it instead of parsing it per row.
CREATE TABLE test_data_motif (
  motif integer PRIMARY KEY,
  width_mm real NOT NULL,
  height_mm real NOT NULL,
  stitches integer NOT NULL,
  stitch_block_count integer NOT NULL,
  jump_count integer NOT NULL,
  trim_count integer NOT NULL,
  color_change_count integer NOT NULL,
  color_palette text[] NOT NULL,
  formats text[] NOT NULL,
  threads jsonb NOT NULL,
  color_mask integer NOT NULL,
  format_mask integer NOT NULL,
  file_format text NOT NULL,
  file_name text NOT NULL,
  size_bytes integer NOT NULL,
  sha256 text NOT NULL,
  storage_key text NOT NULL
);

-- Similarity vectors of the motifs, several slightly moved copies each (designs of one motif are
-- near-duplicates, not identical points), as real[] and packed as design_vector keeps them.
CREATE TABLE test_data_vector (
  slot integer PRIMARY KEY,
  motif integer NOT NULL,
  vec real[] NOT NULL,
  bytes bytea NOT NULL
);

-- Every user who appears in events is a user of the analytics (app_user rows are otherwise made
-- only by GET /api/user/profile), and their last activity follows their events; written at most
-- once a minute per user.
CREATE FUNCTION event_touch_user() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO app_user (user_id, created_at, last_active_at)
  SELECT user_id, min(created_at), max(created_at) FROM new_rows
  WHERE user_id IS NOT NULL GROUP BY user_id ORDER BY user_id
  ON CONFLICT (user_id) DO UPDATE SET last_active_at = EXCLUDED.last_active_at
  WHERE app_user.last_active_at < EXCLUDED.last_active_at - interval '1 minute';
  RETURN NULL;
END
$$;
CREATE TRIGGER event_touch_user_trg AFTER INSERT ON event
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION event_touch_user();

-- Users seen before this migration.
INSERT INTO app_user (user_id, created_at, last_active_at)
SELECT user_id, min(created_at), max(created_at) FROM event WHERE user_id IS NOT NULL
GROUP BY user_id
ON CONFLICT (user_id) DO UPDATE SET last_active_at = greatest(app_user.last_active_at, EXCLUDED.last_active_at);


-- Test designs alone: counted on the dashboard and the database page, removed by delete-data.
CREATE INDEX design_test_data_idx ON design (id) WHERE is_test_data;
