-- At the machine (issue 13, docs/machine.md): the user's machine profile and hoops, the
-- threads they have in stock, the thread chart chosen last, and share links of own designs.

-- One row per user who changed a setting; a user without a row has the defaults.
CREATE TABLE user_settings (
  user_id text PRIMARY KEY,
  stitches_per_minute integer NOT NULL DEFAULT 650,
  seconds_per_colour_change integer NOT NULL DEFAULT 30,
  seconds_per_trim integer NOT NULL DEFAULT 6,
  seconds_per_stop integer NOT NULL DEFAULT 30,
  -- [{ "name", "widthMm", "heightMm" }]
  hoops jsonb NOT NULL DEFAULT '[]'::jsonb,
  -- The thread chart the design page showed last ("mine" for the user's stock).
  thread_brand text,
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- "My threads": a chart id and a code of that chart per thread the user has.
CREATE TABLE user_thread (
  user_id text NOT NULL,
  brand text NOT NULL,
  code text NOT NULL,
  PRIMARY KEY (user_id, brand, code)
);

-- A link that shows an own design's preview and facts to anyone, never its files.
CREATE TABLE design_share (
  token text PRIMARY KEY,
  design_id uuid NOT NULL REFERENCES design (id) ON DELETE CASCADE,
  owner_id text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  revoked_at timestamptz
);
-- One active link per design: two requests at once (a double click) cannot make two.
CREATE UNIQUE INDEX design_share_active_idx ON design_share (design_id) WHERE revoked_at IS NULL;

-- Colour stops (machine halts) of a design, for its running time; 0 for designs saved before
-- (their files are read again when a worksheet or thread list needs the blocks).
ALTER TABLE design ADD COLUMN stop_count integer NOT NULL DEFAULT 0;
