-- The design library and users' own designs (DESIGN.md §4). One row per design; per-user flags
-- live in favorite and already_stitched; one file per machine format in design_file.
CREATE TABLE design (
  id uuid PRIMARY KEY,
  -- NULL for library designs, the Cognito sub of the owner for a user's own file.
  owner_id text,
  -- The library design a redeemed copy came from (campaign redemption).
  source_design_id uuid,
  name text NOT NULL DEFAULT '',
  stick_type text NOT NULL DEFAULT 'SINGLE_TYPE',
  commercially_usable boolean NOT NULL DEFAULT false,
  stick_set text NOT NULL DEFAULT '',
  labels text[] NOT NULL DEFAULT '{}',
  assigned_tags text[] NOT NULL DEFAULT '{}',
  author text NOT NULL DEFAULT '',
  -- epoch milliseconds, as the api sends it
  created_at bigint NOT NULL,
  design_width real NOT NULL DEFAULT 0,
  design_height real NOT NULL DEFAULT 0,
  stitch_count integer NOT NULL DEFAULT 0,
  stitch_block_count integer NOT NULL DEFAULT 0,
  jump_count integer NOT NULL DEFAULT 0,
  trim_count integer NOT NULL DEFAULT 0,
  color_change_count integer NOT NULL DEFAULT 0,
  color_palette text[] NOT NULL DEFAULT '{}',
  formats text[] NOT NULL DEFAULT '{}',
  threads jsonb NOT NULL DEFAULT '[]'::jsonb,
  -- Bit sets mirroring assigned_tags / color_palette / formats for cheap facet filters:
  -- bit i = position i in THEME_CATEGORIES / COLOURS / the format list of the api.
  tag_mask bigint NOT NULL DEFAULT 0,
  color_mask integer NOT NULL DEFAULT 0,
  format_mask integer NOT NULL DEFAULT 0,
  -- Similarity vector (32 floats, L2-normalised) and its inverted-file bucket (DESIGN.md §7).
  similarity real[],
  bucket integer,
  sponsored boolean NOT NULL DEFAULT false,
  is_test_data boolean NOT NULL DEFAULT false,
  -- lower-cased name, labels, author and set for free-text search
  search_text text NOT NULL DEFAULT '',
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX design_owner_idx ON design (owner_id, created_at DESC, id) WHERE owner_id IS NOT NULL;
CREATE INDEX design_library_newest_idx ON design (created_at DESC, id) WHERE owner_id IS NULL;
CREATE INDEX design_bucket_idx ON design (bucket) WHERE owner_id IS NULL;
CREATE INDEX design_source_idx ON design (source_design_id) WHERE source_design_id IS NOT NULL;

-- One stored file per design and machine format; the original upload bytes are kept.
CREATE TABLE design_file (
  id uuid PRIMARY KEY,
  design_id uuid NOT NULL REFERENCES design (id) ON DELETE CASCADE,
  format text NOT NULL,
  file_name text NOT NULL,
  size_bytes integer NOT NULL,
  sha256 text NOT NULL,
  storage_key text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (design_id, format)
);
CREATE INDEX design_file_sha_idx ON design_file (sha256);

CREATE TABLE favorite (
  user_id text NOT NULL,
  design_id uuid NOT NULL REFERENCES design (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, design_id)
);
CREATE INDEX favorite_design_idx ON favorite (design_id);

CREATE TABLE already_stitched (
  user_id text NOT NULL,
  design_id uuid NOT NULL REFERENCES design (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, design_id)
);
CREATE INDEX already_stitched_design_idx ON already_stitched (design_id);

-- Processing of an upload: queued → processing → done | failed (DESIGN.md §4).
CREATE TABLE processing_job (
  id uuid PRIMARY KEY,
  owner_id text NOT NULL,
  file_name text NOT NULL,
  state text NOT NULL DEFAULT 'queued',
  progress integer NOT NULL DEFAULT 0,
  error text,
  -- the design the job produced or joined
  design_id uuid REFERENCES design (id) ON DELETE SET NULL,
  -- for upload-embroidery-file: the design the file is added to
  target_design_id uuid REFERENCES design (id) ON DELETE CASCADE,
  -- where the original upload bytes are kept, whatever happens to the job
  upload_key text NOT NULL,
  size_bytes integer NOT NULL,
  sha256 text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX processing_job_owner_idx ON processing_job (owner_id, created_at DESC);
CREATE INDEX processing_job_state_idx ON processing_job (state, updated_at);

-- Every state change of a job, numbered, so a stream client that reconnects with
-- Last-Event-ID receives exactly what it missed.
CREATE TABLE job_event (
  seq bigserial PRIMARY KEY,
  job_id uuid NOT NULL,
  owner_id text NOT NULL,
  data jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX job_event_owner_idx ON job_event (owner_id, seq);
