-- The demo library a first start fills (docs/demo-library.md): its designs are marked so an admin
-- can remove them at once, and a real file's design names where it came from (repository,
-- licence, file). One state row tells whether this database was ever filled, so a library an
-- admin emptied is not filled again.
ALTER TABLE design ADD COLUMN is_demo boolean NOT NULL DEFAULT false;
ALTER TABLE design ADD COLUMN source jsonb;
CREATE INDEX design_demo_idx ON design (id) WHERE is_demo;

CREATE TABLE demo_library_state (
  id integer PRIMARY KEY CHECK (id = 1),
  -- filling: started, not finished (a restart continues); done: finished once
  state text NOT NULL CHECK (state IN ('filling', 'done')),
  designs integer NOT NULL DEFAULT 0,
  updated_at timestamptz NOT NULL DEFAULT now()
);
