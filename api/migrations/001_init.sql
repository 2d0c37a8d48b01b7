-- Users known to the api: one row per Cognito user (sub), created on first authenticated call.
CREATE TABLE app_user (
  user_id text PRIMARY KEY,
  email text,
  username text,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_active_at timestamptz NOT NULL DEFAULT now()
);

-- Everything that happens on the platform: the source of metrics, search terms and analytics.
CREATE TABLE event (
  id bigserial PRIMARY KEY,
  type text NOT NULL,
  user_id text,
  payload jsonb NOT NULL DEFAULT '{}'::jsonb,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX event_created_at_idx ON event (created_at);
CREATE INDEX event_type_created_at_idx ON event (type, created_at);
CREATE INDEX event_user_idx ON event (user_id, created_at);
