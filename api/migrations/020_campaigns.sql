-- Sponsored campaigns (issue 6, DESIGN.md §4): associated authors sponsor campaigns of library
-- designs; users redeem a campaign design at most once; visits to a sponsor's site are counted.

CREATE TABLE associated_author (
  id uuid PRIMARY KEY,
  name text NOT NULL,
  website text NOT NULL DEFAULT '',
  description text NOT NULL DEFAULT '',
  -- The logo lives in the file storage under logo_key; its type was checked from its bytes.
  logo_key text,
  logo_type text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE sponsored_campaign (
  id uuid PRIMARY KEY,
  name text NOT NULL,
  -- An author with campaigns cannot be deleted (the api says so with a 409 first).
  author_id uuid NOT NULL REFERENCES associated_author (id) ON DELETE RESTRICT,
  description text NOT NULL DEFAULT '',
  -- Active = enabled and start_at <= now < end_at.
  start_at timestamptz NOT NULL,
  end_at timestamptz NOT NULL,
  enabled boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK (end_at > start_at)
);
CREATE INDEX sponsored_campaign_author_idx ON sponsored_campaign (author_id);
CREATE INDEX sponsored_campaign_window_idx ON sponsored_campaign (start_at, end_at) WHERE enabled;

-- A library design in a campaign; the same design may be in several campaigns.
CREATE TABLE campaign_design (
  id uuid PRIMARY KEY,
  campaign_id uuid NOT NULL REFERENCES sponsored_campaign (id) ON DELETE CASCADE,
  design_id uuid NOT NULL REFERENCES design (id) ON DELETE CASCADE,
  -- Most redemptions through this entry; NULL for no limit.
  redemption_limit integer CHECK (redemption_limit IS NULL OR redemption_limit > 0),
  position integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (campaign_id, design_id)
);
CREATE INDEX campaign_design_design_idx ON campaign_design (design_id);

-- One row per user and library design: the unique key makes a redemption exactly-once under
-- any concurrency (DESIGN.md §10). Campaign references survive their deletion as NULL so the
-- history (and the rule "once per design") stays.
CREATE TABLE redemption (
  id uuid PRIMARY KEY,
  user_id text NOT NULL,
  design_id uuid NOT NULL,
  campaign_id uuid REFERENCES sponsored_campaign (id) ON DELETE SET NULL,
  campaign_design_id uuid REFERENCES campaign_design (id) ON DELETE SET NULL,
  -- The copy in the user's files (NULL once the user deleted it).
  copy_design_id uuid REFERENCES design (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (user_id, design_id)
);
CREATE INDEX redemption_campaign_idx ON redemption (campaign_id, created_at);
CREATE INDEX redemption_entry_idx ON redemption (campaign_design_id);
CREATE INDEX redemption_design_idx ON redemption (design_id, created_at);

-- Counted visits to a sponsor's site from a campaign. visitor_key is `u:<user id>` or, for
-- anonymous visitors, `a:<hash of IP and user agent>` (no raw address is kept).
CREATE TABLE sponsor_visit (
  id bigserial PRIMARY KEY,
  campaign_id uuid REFERENCES sponsored_campaign (id) ON DELETE SET NULL,
  author_id uuid REFERENCES associated_author (id) ON DELETE SET NULL,
  visitor_key text NOT NULL,
  user_id text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX sponsor_visit_visitor_idx ON sponsor_visit (visitor_key, campaign_id, created_at);
CREATE INDEX sponsor_visit_campaign_idx ON sponsor_visit (campaign_id, created_at);
