-- Collection imports (issue 12, docs/imports.md): every upload request, archive or resumable
-- upload is an import; every file in it an entry with its outcome. The counters are kept on the
-- import row as entries end, so reading an import never counts its entries.
CREATE TABLE design_import (
  id uuid PRIMARY KEY,
  owner_id text NOT NULL,
  name text NOT NULL,
  state text NOT NULL CHECK (state IN ('receiving', 'expanding', 'processing', 'done', 'failed')),
  error text,
  -- true once every entry is known (the archives are read to their end, or failed)
  expanded boolean NOT NULL DEFAULT false,
  files integer NOT NULL DEFAULT 0,
  done integer NOT NULL DEFAULT 0,
  failed integer NOT NULL DEFAULT 0,
  skipped integer NOT NULL DEFAULT 0,
  duplicates integer NOT NULL DEFAULT 0,
  designs_created integer NOT NULL DEFAULT 0,
  formats_joined integer NOT NULL DEFAULT 0,
  -- when the last `import` event went out (events are throttled to a few a second)
  event_at timestamptz,
  started_at timestamptz NOT NULL DEFAULT now(),
  finished_at timestamptz,
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX design_import_owner_idx ON design_import (owner_id, started_at DESC, id);
-- Imports still under way, for the sweep that picks up an expansion whose worker died.
CREATE INDEX design_import_open_idx ON design_import (state)
  WHERE state IN ('receiving', 'expanding', 'processing');

CREATE TABLE import_entry (
  id uuid PRIMARY KEY,
  import_id uuid NOT NULL REFERENCES design_import (id) ON DELETE CASCADE,
  -- the entry's path in the archive or folder, as text only (never a storage path)
  path text NOT NULL,
  state text NOT NULL CHECK (state IN ('pending', 'done', 'failed', 'skipped', 'duplicate')),
  reason text,
  design_id uuid,
  -- its processing job (the same id), for entries that are embroidery files
  job_id uuid
);
CREATE INDEX import_entry_path_idx ON import_entry (import_id, path, id);
CREATE INDEX import_entry_state_idx ON import_entry (import_id, state, path, id);

-- The archives of an import (nested ones too), read one after another by the expand job.
CREATE TABLE import_archive (
  id uuid PRIMARY KEY,
  import_id uuid NOT NULL REFERENCES design_import (id) ON DELETE CASCADE,
  -- its path in the upload (`set.zip`, `set.zip/inner.zip`)
  path text NOT NULL,
  storage_key text NOT NULL,
  depth integer NOT NULL,
  state text NOT NULL CHECK (state IN ('pending', 'done', 'failed')),
  error text,
  created_at timestamptz NOT NULL DEFAULT clock_timestamp()
);
CREATE INDEX import_archive_import_idx ON import_archive (import_id, state, created_at);

ALTER TABLE processing_job ADD COLUMN import_id uuid;
-- false for an archive's entries: their import's (throttled) events tell the progress, so ten
-- thousand entries are not sixty thousand stream events.
ALTER TABLE processing_job ADD COLUMN events boolean NOT NULL DEFAULT true;
CREATE INDEX processing_job_import_idx ON processing_job (import_id) WHERE import_id IS NOT NULL;

-- The stream sends `job` and `import` events; both are numbered in one sequence.
ALTER TABLE job_event ADD COLUMN kind text NOT NULL DEFAULT 'job';
